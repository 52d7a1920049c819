/**
 * Upload limits from the environment (README "Files"):
 * - UPLOAD_DRAFT_TTL_HOURS (168): unsaved .aix drafts and unused images/attachments go.
 * - UPLOAD_QUOTA_MB (500): the stored files one user's uploads and versions may use.
 * - UPLOADS_PER_USER (2) and UPLOADS_IN_FLIGHT (8): uploads received at once, per
 *   user and in all; each is spooled to disk, so memory stays bounded either way.
 */
import path from 'node:path';

export interface UploadsConfig {
  draftTtlHours: number;
  quotaBytes: number;
  perUser: number;
  inFlight: number;
  /** Where an upload is written while it arrives (swept at start-up). */
  spoolDir: string;
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

export function loadUploadsConfig(env: Env, dataDir: string): UploadsConfig {
  return {
    draftTtlHours: wholeNumber(env, 'UPLOAD_DRAFT_TTL_HOURS', 168, 8760),
    quotaBytes: wholeNumber(env, 'UPLOAD_QUOTA_MB', 500, 1_000_000) * 1024 * 1024,
    perUser: wholeNumber(env, 'UPLOADS_PER_USER', 2, 50),
    inFlight: wholeNumber(env, 'UPLOADS_IN_FLIGHT', 8, 500),
    spoolDir: path.join(dataDir, 'tmp', 'uploads'),
  };
}
