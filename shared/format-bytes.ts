/**
 * File sizes as people read them ("1.5 MB"). Apart from shared/format.ts, whose
 * counts and prices every first visit shows: sizes belong to uploads, downloads
 * and versions (issue 18).
 */
const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(
    Math.floor(Math.log(bytes) / Math.log(1024)),
    BYTE_UNITS.length - 1,
  );
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(Math.max(0, decimals)))} ${BYTE_UNITS[exponent]}`;
}
