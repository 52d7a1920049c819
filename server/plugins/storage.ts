/**
 * Puts the configured blob storage on the app (`app.storage`): local disk under
 * DATA_DIR/files by default, S3 when STORAGE_DRIVER=s3 (server/config/storage.ts).
 * Registered before the feature modules so every one of them can reach it.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config/index';
import type { StorageConfig } from '../config/storage';
import { LocalDiskStorage } from '../storage/local';
import type { S3Storage } from '../storage/s3';
import type { BlobStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: BlobStorage;
  }
}

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** The AWS SDK (tens of megabytes) loads only when the S3 driver is chosen. */
async function openS3Storage({
  driver: _driver,
  ...options
}: S3Config): Promise<S3Storage> {
  const { S3Storage } = await import('../storage/s3');
  return new S3Storage(options);
}

export async function createStorage(config: StorageConfig): Promise<BlobStorage> {
  return config.driver === 'local'
    ? new LocalDiskStorage(config.root)
    : openS3Storage(config);
}

export const storagePlugin = fp<{ config: Config; storage?: BlobStorage }>(
  async (app, options) => {
    const config = options.config.storage;
    if (options.storage) {
      app.decorate('storage', options.storage);
      return;
    }
    if (config.driver === 'local') {
      app.decorate('storage', new LocalDiskStorage(config.root));
      return;
    }
    const storage = await openS3Storage(config);
    app.decorate('storage', storage);
    // The S3 driver keeps sockets open; let the process exit when the app closes.
    app.addHook('onClose', async () => {
      storage.close();
    });
  },
  { name: 'storage' },
);
