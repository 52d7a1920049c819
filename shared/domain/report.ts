/**
 * Reporting an extension (spec §3 Report, §7 /api/report-extension): the fixed
 * reasons the dialog offers and the rules both the dialog and the server apply,
 * so the two never disagree. `reportNumber` is the reason's code.
 */
import { validateEmail, type FieldErrors } from './validation';

export const REPORT_REASONS = [
  { reportNumber: 1, label: 'Malware or data theft' },
  { reportNumber: 2, label: 'Broken or not as described' },
  { reportNumber: 3, label: 'Copyright or stolen code' },
  { reportNumber: 4, label: 'Offensive content' },
  { reportNumber: 5, label: 'Other' },
] as const;
export type ReportNumber = (typeof REPORT_REASONS)[number]['reportNumber'];

/** Where a report stands in the moderators' queue, and how a moderator closed it. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_ACTIONS = ['resolved', 'unpublished'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_LIMITS = {
  email: { max: 254 },
  details: { min: 10, max: 2000 },
  /** Reports one address may send per hour. */
  perHour: 5,
  /** Times one email may report one extension while its report is open; repeats add to its count. */
  perEmailPerExtension: 3,
  /** The message an admin sends the author when unpublishing. */
  message: { min: 10, max: 1000 },
  note: { max: 1000 },
} as const;

export const REPORT_MESSAGES = {
  email: 'Enter a valid email address, like you@example.com',
  reportNumber: 'Choose a reason',
  details: `Describe the problem in ${REPORT_LIMITS.details.min} to ${REPORT_LIMITS.details.max} characters`,
  notFound: 'No published extension with this address',
  sent: 'Thanks. Our moderators will look at your report.',
  rateLimited: (seconds: number) =>
    `You have sent ${REPORT_LIMITS.perHour} reports in the last hour. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  message: `Write the author a message of ${REPORT_LIMITS.message.min} to ${REPORT_LIMITS.message.max} characters`,
  alreadyResolved: 'This report is already resolved',
  alreadyReported:
    'You have already reported this extension. Our moderators will look at your report.',
} as const;

export function reasonLabel(reportNumber: number): string {
  return (
    REPORT_REASONS.find(reason => reason.reportNumber === reportNumber)?.label ??
    `Reason ${reportNumber}`
  );
}

export interface ReportInput {
  email: string;
  reportNumber: number;
  slug: string;
  details: string;
}

export type ReportField = 'email' | 'reportNumber' | 'details';

export function normalizeReport(body: ReportInput): ReportInput {
  return {
    email: body.email.trim(),
    reportNumber: body.reportNumber,
    slug: body.slug.trim(),
    details: body.details.trim(),
  };
}

export function validateReport(body: ReportInput): FieldErrors<ReportField> {
  const value = normalizeReport(body);
  const errors: FieldErrors<ReportField> = {};
  if (value.email.length > REPORT_LIMITS.email.max || validateEmail(value.email)) {
    errors.email = REPORT_MESSAGES.email;
  }
  if (!REPORT_REASONS.some(reason => reason.reportNumber === value.reportNumber)) {
    errors.reportNumber = REPORT_MESSAGES.reportNumber;
  }
  const { min, max } = REPORT_LIMITS.details;
  if (value.details.length < min || value.details.length > max) {
    errors.details = REPORT_MESSAGES.details;
  }
  return errors;
}

/** The author's message when a moderator unpublishes; trimmed, or an error. */
export function validateModerationMessage(message: string): string | undefined {
  const length = message.trim().length;
  return length < REPORT_LIMITS.message.min || length > REPORT_LIMITS.message.max
    ? REPORT_MESSAGES.message
    : undefined;
}
