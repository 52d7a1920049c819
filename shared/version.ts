/**
 * The release this code is: the newest entry of the one release list. Kept in
 * step with package.json "version" by version.test.ts.
 */
import { RELEASES } from './releases';

const LATEST = RELEASES[0];
export const APP_VERSION = LATEST.version;

/** Release facts shown on /version; the renderer adds its build mode at run time. */
export const BUILD = {
  version: APP_VERSION,
  /** Name of the release in the changelog. */
  codename: LATEST.codename,
  /** Day this release shipped (UTC). */
  releasedOn: LATEST.date,
  /** Version of the HTTP API documented at /api/docs. */
  apiVersion: '1.0.0',
  channel: 'beta',
} as const;
