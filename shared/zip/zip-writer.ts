/**
 * A tiny zip writer: STORE only (no compression), which is what PNG and other
 * already-compressed files want anyway. Names are written as UTF-8 (general-purpose
 * flag bit 11). No ZIP64, so the limits are 65,535 entries and 4 GiB.
 */
import { crc32 } from './crc32';

export interface ZipEntryInput {
  /** Path inside the archive, with `/` separators; no leading `/`, no `..`. */
  name: string;
  data: Uint8Array;
  /** Modification time stored in DOS format (2-second precision, 1980–2107). */
  modified?: Date;
}

export class ZipError extends Error {
  override name = 'ZipError';
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: the minimum for plain stored files
const UTF8_NAMES = 1 << 11;
const MAX_ENTRIES = 0xffff;
const MAX_SIZE = 0xffffffff;

function checkName(name: string): void {
  if (name === '' || name.length > 0xffff)
    throw new ZipError('A zip entry needs a name.');
  if (name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name)) {
    throw new ZipError(`Zip entry names must be relative paths: ${name}`);
  }
  if (name.split('/').some(part => part === '..' || part === '.')) {
    throw new ZipError(`Zip entry names cannot contain . or .. segments: ${name}`);
  }
  if ([...name].some(ch => ch.charCodeAt(0) < 0x20)) {
    throw new ZipError('Zip entry names cannot contain control characters.');
  }
}

/** DOS date and time words; dates outside 1980–2107 are clamped to that range. */
export function dosDateTime(date: Date): { date: number; time: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
  };
}

interface Prepared {
  name: Uint8Array;
  data: Uint8Array;
  crc: number;
  date: number;
  time: number;
  offset: number;
}

/** Builds a zip archive of `entries`, in the given order. */
export function createZip(
  entries: readonly ZipEntryInput[],
  now = new Date(),
): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new ZipError('Too many entries for a zip.');
  const encoder = new TextEncoder();
  const seen = new Set<string>();
  let offset = 0;
  const prepared: Prepared[] = entries.map(entry => {
    checkName(entry.name);
    if (seen.has(entry.name)) throw new ZipError(`Duplicate zip entry: ${entry.name}`);
    seen.add(entry.name);
    if (entry.data.length > MAX_SIZE) throw new ZipError(`${entry.name} is too large.`);
    const name = encoder.encode(entry.name);
    const { date, time } = dosDateTime(entry.modified ?? now);
    const item = { name, data: entry.data, crc: crc32(entry.data), date, time, offset };
    offset += 30 + name.length + entry.data.length;
    return item;
  });
  const centralSize = prepared.reduce((sum, item) => sum + 46 + item.name.length, 0);
  if (offset + centralSize > MAX_SIZE) throw new ZipError('The zip would be too large.');

  const out = new Uint8Array(offset + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value >>> 0, true);
    at += 4;
  };
  const bytes = (value: Uint8Array) => {
    out.set(value, at);
    at += value.length;
  };
  // The fields local and central headers share, from "version needed" to the name length.
  const common = (item: Prepared) => {
    u16(VERSION);
    u16(UTF8_NAMES);
    u16(0); // method 0 = stored
    u16(item.time);
    u16(item.date);
    u32(item.crc);
    u32(item.data.length); // compressed size = size when stored
    u32(item.data.length);
    u16(item.name.length);
  };

  for (const item of prepared) {
    u32(LOCAL_HEADER);
    common(item);
    u16(0); // extra field length
    bytes(item.name);
    bytes(item.data);
  }
  for (const item of prepared) {
    u32(CENTRAL_HEADER);
    u16(VERSION); // version made by (MS-DOS attributes)
    common(item);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(item.offset);
    bytes(item.name);
  }
  u32(END_OF_CENTRAL_DIRECTORY);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(prepared.length);
  u16(prepared.length);
  u32(centralSize);
  u32(offset);
  u16(0); // comment length
  return out;
}
