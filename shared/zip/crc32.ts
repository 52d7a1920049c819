/**
 * CRC-32 (ISO-HDLC: reflected polynomial 0xEDB88320, the one zlib, zip and PNG use).
 * The single implementation for shared/: the zip writer and the PNG chunk writer both
 * call it, in browsers and in Node alike.
 */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * CRC-32 of `bytes`. Pass the previous result as `previous` to continue a running
 * checksum over several pieces (crc32(b, crc32(a)) === crc32(a + b)).
 */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = ~previous >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    crc = (TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return ~crc >>> 0;
}
