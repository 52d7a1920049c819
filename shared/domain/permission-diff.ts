/**
 * What a new build of an extension asks for that the previous one did not, and
 * what it no longer asks for. Makers see it before publishing and users on the
 * detail page, so a build that quietly starts reading SMS does not go unnoticed.
 */

export const ANDROID_PERMISSION_PREFIX = 'android.permission.';

export interface PermissionDiff {
  added: string[];
  removed: string[];
}

/** `android.permission.CAMERA` → `CAMERA`; other names (vendor permissions) stay whole. */
export function shortPermissionName(name: string): string {
  const trimmed = name.trim();
  return trimmed.startsWith(ANDROID_PERMISSION_PREFIX)
    ? trimmed.slice(ANDROID_PERMISSION_PREFIX.length)
    : trimmed;
}

/** Short names, without blanks or repeats, in first-seen order. */
export function normalizePermissions(names: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const name of names) {
    const short = shortPermissionName(name);
    if (short !== '') seen.add(short);
  }
  return [...seen];
}

/**
 * Compares two builds' permissions (full or short names). `previous` null means
 * there is no earlier build: everything counts as added. Results are sorted.
 */
export function diffPermissions(
  previous: readonly string[] | null,
  next: readonly string[],
): PermissionDiff {
  const before = new Set(normalizePermissions(previous ?? []));
  const after = new Set(normalizePermissions(next));
  return {
    added: [...after].filter(name => !before.has(name)).sort(),
    removed: [...before].filter(name => !after.has(name)).sort(),
  };
}

/** True when the diff adds at least one permission. */
export function addsPermissions(diff: PermissionDiff): boolean {
  return diff.added.length > 0;
}

/**
 * Diffs for a list of versions ordered newest first: each version against the
 * one after it (the next older); the oldest against nothing.
 */
export function diffsNewestFirst(
  versions: readonly { permissions: readonly string[] }[],
) {
  return versions.map((version, index) =>
    diffPermissions(versions[index + 1]?.permissions ?? null, version.permissions),
  );
}
