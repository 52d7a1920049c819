/**
 * Storage settings from the environment:
 * - STORAGE_DRIVER: `local` (default; files under DATA_DIR/files) or `s3`.
 * - S3_BUCKET (required for s3), S3_REGION (default us-east-1), S3_ENDPOINT (for
 *   S3-compatible stores), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (both or neither;
 *   neither means the AWS default credential chain), S3_FORCE_PATH_STYLE (1/true),
 *   S3_PREFIX (optional folder in the bucket).
 */
import path from 'node:path';
import type { S3StorageOptions } from '../storage/s3';

export type StorageConfig =
  { driver: 'local'; root: string } | ({ driver: 's3' } & S3StorageOptions);

type Env = Record<string, string | undefined>;

function flag(raw: string | undefined, name: string): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (['1', 'true', 'yes'].includes(value)) return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function loadStorageConfig(env: Env, dataDir: string): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim().toLowerCase() || 'local';
  if (driver === 'local') return { driver, root: path.join(dataDir, 'files') };
  if (driver !== 's3') {
    throw new Error(
      `STORAGE_DRIVER must be "local" or "s3", got "${env.STORAGE_DRIVER}"`,
    );
  }
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    driver,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE'),
    prefix: env.S3_PREFIX?.trim() || undefined,
  };
}
