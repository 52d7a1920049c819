import { describe, expect, it } from 'vitest';
import { AixError } from '#shared/aix/index';
import { HOSTILE_CASES } from '../fixtures/aix/hostile';
import { readAix } from '#server/aix/read-aix';

/** Resident memory the reader may add while refusing one file. */
const MAX_RSS_GROWTH = 200 * 1024 * 1024;

describe('readAix refuses hostile files with a typed one-line error', () => {
  for (const hostile of HOSTILE_CASES) {
    it(`${hostile.file} → ${hostile.code}`, async () => {
      const bytes = hostile.build();
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const error = await readAix(bytes).then(
        () => null,
        (caught: unknown) => caught,
      );
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(AixError);
      const { code, message } = error as AixError;
      expect({ code, message }).toMatchObject({
        code: hostile.code,
        message: hostile.mentions,
      });
      expect(message).not.toContain('\n');
      expect(message).not.toMatch(/ADM-ZIP|at .*\.ts:\d+/);
      expect(elapsed).toBeLessThan(5_000);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(MAX_RSS_GROWTH);
    });
  }

  it('refuses a file above the size limit before reading it', async () => {
    await expect(
      readAix(Buffer.alloc(2048, 1), { maxArchiveBytes: 1024 }),
    ).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
  });
});
