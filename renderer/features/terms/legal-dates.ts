/** When each legal document last changed (YYYY-MM-DD, UTC). */
export const LEGAL_UPDATED = {
  privacy: '2026-11-22',
  terms: '2026-11-22',
  premium: '2026-11-22',
} as const;
