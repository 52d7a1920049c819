/**
 * The release this code is. Kept in step with package.json "version" by
 * version.test.ts, so the version page and the changelog never drift.
 */
export const APP_VERSION = '0.1.0';

/** Release facts shown on /version; the renderer adds its build mode at run time. */
export const BUILD = {
  version: APP_VERSION,
  /** Name of the release in the changelog. */
  codename: 'Explore marketplace',
  /** Day this release shipped (UTC). */
  releasedOn: '2026-11-22',
  /** Version of the HTTP API documented at /api/docs. */
  apiVersion: '1.0.0',
  channel: 'beta',
} as const;
