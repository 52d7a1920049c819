/**
 * DATA_DIR is owner-only at start even when it already existed with looser modes
 * (issue 17 #12), and stored files are written 0600.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/index';
import { LocalDiskStorage } from './storage/local';
import { createTestDatabase } from './testing/test-database';

const database = await createTestDatabase();
afterAll(() => database.destroy());
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('DATA_DIR at start', () => {
  it('is made 0700 although it already existed as 0755, and files are stored 0600', async () => {
    fs.chmodSync(database.dataDir, 0o755);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      WEB_ROOT: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      EXCHANGE_RATES_URL: '',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      expect(modeOf(database.dataDir)).toBe(0o700);
      const { key } = await app.storage.put(Buffer.from('a stored upload'), {
        namespace: 'aix',
      });
      if (config.storage.driver !== 'local') throw new Error('expected local storage');
      expect(modeOf(new LocalDiskStorage(config.storage.root).pathOf(key))).toBe(0o600);
    } finally {
      await app.close();
    }
  });
});
