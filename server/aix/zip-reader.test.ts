/**
 * A large .aix must not hold the event loop: 250 entries of 1 MB (each inflated in
 * one synchronous call) used to block it for the whole read. The check counts event
 * loop turns while the reader works instead of timing it: turns happen only when the
 * reader yields.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rushAix } from '../../tests/fixtures/aix/extensions';
import { readAix } from './read-aix';

function withMegabyteAssets(count: number): Buffer {
  const megabyte = Buffer.alloc(1024 * 1024, 0x41);
  const compressed = zlib.deflateRawSync(megabyte);
  const assets = Array.from({ length: count }, (_, index) => ({
    name: `com.example.toast/assets/part${index}.bin`,
    data: megabyte,
    compressed,
  }));
  return rushAix('com.example.toast', undefined, assets);
}

describe('reading a large .aix', () => {
  it('lets the event loop turn while it inflates hundreds of entries', async () => {
    const file = withMegabyteAssets(250);
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const metadata = await readAix(file);
    reading = false;
    expect(metadata.packageName).toBe('com.example.toast');
    expect(turns).toBeGreaterThan(10);
  });
});
