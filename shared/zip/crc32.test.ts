import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it('matches the standard check value and the empty input', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('agrees with zlib on random data, also when continued piece by piece', () => {
    let seed = 7;
    const data = Uint8Array.from(
      { length: 5000 },
      () => (seed = (seed * 48271) % 2147483647) & 0xff,
    );
    expect(crc32(data)).toBe(zlib.crc32(data));
    expect(crc32(data.subarray(1234), crc32(data.subarray(0, 1234)))).toBe(
      zlib.crc32(data),
    );
  });
});
