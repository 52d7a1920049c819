/**
 * Lenient readers for descriptor values. Builders disagree on JSON types (strings
 * "true"/"7" vs booleans and numbers, aix-format.md §3), so every field is read
 * through one of these instead of trusting the file.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fallback;
}

/** A string that is null when missing or blank. */
export function asOptionalString(value: unknown): string | null {
  const text = asString(value).trim();
  return text === '' ? null : text;
}

export function asBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return fallback;
}

/** Whole numbers given as numbers or numeric strings ("14", 14); anything else is null. */
export function asInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asStringArray(value: unknown): string[] {
  return asArray(value).filter((item): item is string => typeof item === 'string');
}

/** Adds items to an insertion-ordered set (sets keep hostile long lists linear). */
export function addAll(target: Set<string>, items: Iterable<string>): void {
  for (const item of items) target.add(item);
}
