/** Display formatting shared by every screen (spec §9). */

/** 999 stays 999; 1000 becomes 1k, 1530 becomes 1.5k, 2_400_000 becomes 2400k. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  if (Math.abs(value) <= 999) return String(Math.trunc(value));
  const thousands = Math.trunc(value / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}k`;
}

/**
 * en-US digit grouping ("1,250.50"), the same text as toLocaleString('en-US') with
 * that many fraction digits, without Intl: a page's first Intl call loads ICU's
 * number data, 26 ms on this machine (four times that on Lighthouse's phone),
 * inside hydration (issue 18).
 */
export function groupDigits(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return value.toLocaleString('en-US');
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A rating average: "4.3", "" when nobody rated yet. Here, not with the review
 * rules (shared/domain/reviews.ts), because every card shows it: the card's chunk
 * would otherwise carry the review form's rules and messages (issue 18).
 */
export function formatAverage(average: number | null): string {
  return average === null ? '' : (Math.round(average * 10) / 10).toFixed(1);
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** en-US, 12-hour: "Nov 22, 2026, 6:05 PM" (UTC, so server and browsers agree). */
export function formatDate(input: string | number | Date | null | undefined): string {
  if (input === null || input === undefined || input === '') return 'Invalid Date';
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours24 = date.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const meridiem = hours24 < 12 ? 'AM' : 'PM';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${hours12}:${minutes} ${meridiem}`;
}

/** Date only: "Nov 22, 2026". */
export function formatDay(input: string | number | Date | null | undefined): string {
  const full = formatDate(input);
  return full === 'Invalid Date' ? full : full.split(', ').slice(0, 2).join(', ');
}
