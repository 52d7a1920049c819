/**
 * Puts the configured blob storage on the app (`app.storage`): local disk under
 * DATA_DIR/files by default, S3 when STORAGE_DRIVER=s3 (server/config/storage.ts).
 * Registered before the feature modules so every one of them can reach it.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config/index';
import type { StorageConfig } from '../config/storage';
import { LocalDiskStorage } from '../storage/local';
import { S3Storage } from '../storage/s3';
import type { BlobStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: BlobStorage;
  }
}

export function createStorage(config: StorageConfig): BlobStorage {
  if (config.driver === 'local') return new LocalDiskStorage(config.root);
  const { driver: _driver, ...options } = config;
  return new S3Storage(options);
}

export const storagePlugin = fp<{ config: Config; storage?: BlobStorage }>(
  async (app, options) => {
    const storage = options.storage ?? createStorage(options.config.storage);
    app.decorate('storage', storage);
    // The S3 driver keeps sockets open; let the process exit when the app closes.
    if (storage instanceof S3Storage) {
      app.addHook('onClose', async () => {
        storage.close();
      });
    }
  },
  { name: 'storage' },
);
