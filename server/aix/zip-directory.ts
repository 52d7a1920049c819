/**
 * Reads a zip's central directory straight from the bytes, before any library
 * allocates per-entry objects or inflates anything: entry count, declared sizes,
 * names, duplicate records and overlapping data are all judged here, in time
 * linear in the directory size. adm-zip (zip-reader.ts) only ever sees archives
 * that passed.
 */
import { AixError, megabytes, quoteName, unsafeEntryReason } from '#shared/aix/index';
import { corrupt, findEnd, LOC_SIG, readRecord, type ZipRecord } from './zip-records';

export type { ZipRecord } from './zip-records';

export interface ScanOptions {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Refuse traversal and other unsafe names (off for jars we only list). */
  checkNames: boolean;
  /** Same name at two different places: refuse, or keep the first (jars). */
  duplicates: 'reject' | 'first';
  /** Label for messages: "The file", "<pkg>/files/AndroidRuntime.jar". */
  label: string;
}

export interface ZipDirectory {
  records: ZipRecord[];
  /** Entries the directory promised, duplicates included. */
  declaredEntries: number;
  /** Records repeating another one exactly (same name, same data); dropped. */
  droppedDuplicates: number;
  centralOffset: number;
  totalDeclaredBytes: number;
}

/** Deflate cannot expand more than about 1032:1; a bigger declared ratio is a lie. */
const MAX_DEFLATE_RATIO = 1100;

function checkRecord(record: ZipRecord, options: ScanOptions): void {
  const { label } = options;
  if (options.checkNames) {
    const reason = unsafeEntryReason(record.name);
    if (reason) {
      throw new AixError(
        'UNSAFE_PATH',
        `${label} contains an unsafe file name ${quoteName(record.name)} (${reason}).`,
      );
    }
  }
  if (record.isDirectory) return;
  if ((record.flags & 0x1) !== 0) {
    throw new AixError(
      'ZIP_UNSUPPORTED',
      `${label}: ${quoteName(record.name)} is password-protected.`,
    );
  }
  if (record.method !== 0 && record.method !== 8) {
    throw new AixError(
      'ZIP_UNSUPPORTED',
      `${label}: ${quoteName(record.name)} uses compression method ${record.method}; only stored and deflated files are supported.`,
    );
  }
  if (record.size > options.maxEntryBytes) {
    throw new AixError(
      'ZIP_BOMB',
      `${label}: ${quoteName(record.name)} would expand to ${megabytes(record.size)}; the limit per file is ${megabytes(options.maxEntryBytes)}.`,
    );
  }
  if (
    record.method === 8 &&
    record.size > 1024 * 1024 &&
    record.size > record.compressedSize * MAX_DEFLATE_RATIO
  ) {
    throw new AixError(
      'ZIP_BOMB',
      `${label}: ${quoteName(record.name)} claims a compression ratio no real file has (${megabytes(record.compressedSize)} to ${megabytes(record.size)}).`,
    );
  }
}

/** Locates each entry's data through its local header and refuses overlapping entries. */
function placeData(
  bytes: Buffer,
  records: ZipRecord[],
  centralOffset: number,
  label: string,
): void {
  const byOffset = [...records].sort((a, b) => a.localOffset - b.localOffset);
  for (const record of byOffset) {
    const at = record.localOffset;
    if (at + 30 > centralOffset || bytes.readUInt32LE(at) !== LOC_SIG) {
      throw corrupt(label, `the local header of ${quoteName(record.name)} is missing`);
    }
    record.dataOffset =
      at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    if (record.dataOffset + record.compressedSize > centralOffset) {
      throw corrupt(label, `the data of ${quoteName(record.name)} runs past the end`);
    }
  }
  for (let i = 1; i < byOffset.length; i++) {
    const previous = byOffset[i - 1];
    const current = byOffset[i];
    if (
      previous &&
      current &&
      previous.dataOffset + previous.compressedSize > current.localOffset
    ) {
      // Overlapping entries are the trick behind non-recursive zip bombs.
      throw new AixError(
        'ZIP_BOMB',
        `${label}: entries ${quoteName(previous.name)} and ${quoteName(current.name)} share the same data (overlapping entries).`,
      );
    }
  }
}

export function scanZipDirectory(bytes: Buffer, options: ScanOptions): ZipDirectory {
  const { label } = options;
  const end = findEnd(bytes, label);
  if (!end) {
    if (bytes.length >= 4 && bytes.readUInt32LE(0) === LOC_SIG) {
      throw corrupt(label, 'it is truncated (its central directory is missing)');
    }
    const head = bytes.subarray(0, 64).toString('latin1').trimStart().toLowerCase();
    const looksHtml = head.startsWith('<!doctype html') || head.startsWith('<html');
    throw new AixError(
      'NOT_A_ZIP',
      `${label} is not a ZIP archive${looksHtml ? ' (it is an HTML page)' : ''}, so it is not an .aix file.`,
    );
  }
  if (end.disk !== 0 || end.centralDisk !== 0 || end.entriesOnDisk !== end.entries) {
    throw new AixError('ZIP_UNSUPPORTED', `${label} is a multi-part (split) archive.`);
  }
  if (end.entries > options.maxEntries) {
    throw new AixError(
      'TOO_MANY_ENTRIES',
      `${label} lists ${end.entries} entries; the limit is ${options.maxEntries}.`,
    );
  }
  const centralEnd = end.centralOffset + end.centralSize;
  if (centralEnd > end.at || end.entries * 46 > end.centralSize) {
    throw corrupt(label, 'its central directory does not fit in the file');
  }

  const records: ZipRecord[] = [];
  const byName = new Map<string, ZipRecord>();
  let dropped = 0;
  let total = 0;
  for (let i = 0, at = end.centralOffset; i < end.entries; i++) {
    const { record, next } = readRecord(bytes, at, centralEnd, label);
    at = next;
    checkRecord(record, options);
    const same = byName.get(record.name);
    if (same) {
      if (same.localOffset === record.localOffset || options.duplicates === 'first') {
        dropped++;
        continue;
      }
      throw new AixError(
        'DUPLICATE_ENTRY',
        `${label} holds two different files named ${quoteName(record.name)}.`,
      );
    }
    byName.set(record.name, record);
    records.push(record);
    total += record.isDirectory ? 0 : record.size;
    if (total > options.maxTotalBytes) {
      throw new AixError(
        'ZIP_BOMB',
        `${label} would expand to more than ${megabytes(options.maxTotalBytes)} in total.`,
      );
    }
  }
  placeData(bytes, records, end.centralOffset, label);
  return {
    records,
    declaredEntries: end.entries,
    droppedDuplicates: dropped,
    centralOffset: end.centralOffset,
    totalDeclaredBytes: total,
  };
}
