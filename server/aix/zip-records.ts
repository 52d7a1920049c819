/**
 * The byte layout of a zip's directory: the end record (plain or ZIP64) and the
 * central records, read with every offset checked against the buffer.
 */
import { AixError } from '#shared/aix/index';

export interface ZipRecord {
  name: string;
  isDirectory: boolean;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  localOffset: number;
  /** Where the entry's data starts (after its local header). */
  dataOffset: number;
  /** The raw central-directory record, to rebuild a directory without duplicates. */
  raw: Buffer;
}

const EOCD_SIG = 0x06054b50;
const EOCD64_LOCATOR_SIG = 0x07064b50;
const EOCD64_SIG = 0x06064b50;
const CEN_SIG = 0x02014b50;
export const LOC_SIG = 0x04034b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

export const corrupt = (label: string, why: string) =>
  new AixError('ZIP_CORRUPT', `${label} is damaged: ${why}.`);

function u64(bytes: Buffer, offset: number, label: string): number {
  const value = bytes.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw corrupt(label, 'a ZIP64 field is out of range');
  return Number(value);
}

export function findEnd(bytes: Buffer, label: string) {
  const last = bytes.length - 22;
  const stop = Math.max(0, last - MAX16);
  for (let at = last; at >= stop; at--) {
    if (bytes[at] !== 0x50 || bytes.readUInt32LE(at) !== EOCD_SIG) continue;
    const end = {
      at,
      disk: bytes.readUInt16LE(at + 4),
      centralDisk: bytes.readUInt16LE(at + 6),
      entriesOnDisk: bytes.readUInt16LE(at + 8),
      entries: bytes.readUInt16LE(at + 10),
      centralSize: bytes.readUInt32LE(at + 12),
      centralOffset: bytes.readUInt32LE(at + 16),
    };
    const zip64 =
      end.entries === MAX16 || end.centralSize === MAX32 || end.centralOffset === MAX32;
    const locator = at - 20;
    if (zip64 && locator >= 0 && bytes.readUInt32LE(locator) === EOCD64_LOCATOR_SIG) {
      const record = u64(bytes, locator + 8, label);
      if (record + 56 > locator || bytes.readUInt32LE(record) !== EOCD64_SIG) {
        throw corrupt(label, 'its ZIP64 end record is missing');
      }
      end.entriesOnDisk = u64(bytes, record + 24, label);
      end.entries = u64(bytes, record + 32, label);
      end.centralSize = u64(bytes, record + 40, label);
      end.centralOffset = u64(bytes, record + 48, label);
      end.at = record;
    }
    return end;
  }
  return null;
}

function zip64Extra(
  extra: Buffer,
  fields: { size: number; compressedSize: number; localOffset: number },
  label: string,
) {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length)
          throw corrupt(label, 'a ZIP64 extra field is short');
        const value = u64(extra, field, label);
        field += 8;
        return value;
      };
      if (fields.size === MAX32) fields.size = next();
      if (fields.compressedSize === MAX32) fields.compressedSize = next();
      if (fields.localOffset === MAX32) fields.localOffset = next();
      return;
    }
    at += 4 + length;
  }
}

function decodeName(raw: Buffer, utf8Flag: boolean): string {
  if (utf8Flag) return raw.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return raw.toString('latin1');
  }
}

export function readRecord(bytes: Buffer, at: number, centralEnd: number, label: string) {
  if (at + 46 > centralEnd || bytes.readUInt32LE(at) !== CEN_SIG) {
    throw corrupt(label, 'its central directory is truncated');
  }
  const flags = bytes.readUInt16LE(at + 8);
  const nameLength = bytes.readUInt16LE(at + 28);
  const extraLength = bytes.readUInt16LE(at + 30);
  const commentLength = bytes.readUInt16LE(at + 32);
  const next = at + 46 + nameLength + extraLength + commentLength;
  if (next > centralEnd) throw corrupt(label, 'its central directory is truncated');
  const name = decodeName(
    bytes.subarray(at + 46, at + 46 + nameLength),
    (flags & 0x800) !== 0,
  );
  const fields = {
    size: bytes.readUInt32LE(at + 24),
    compressedSize: bytes.readUInt32LE(at + 20),
    localOffset: bytes.readUInt32LE(at + 42),
  };
  zip64Extra(
    bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength),
    fields,
    label,
  );
  const record: ZipRecord = {
    name,
    isDirectory: name.endsWith('/'),
    flags,
    method: bytes.readUInt16LE(at + 10),
    crc: bytes.readUInt32LE(at + 16),
    ...fields,
    dataOffset: 0,
    raw: bytes.subarray(at, next),
  };
  return { record, next };
}
