/**
 * The one module that touches adm-zip. It opens archives that zip-directory.ts has
 * already judged, hands out each entry's compressed bytes through adm-zip, and
 * inflates them as a stream that stops the moment the output passes the declared
 * size, checking size and CRC-32 at the end.
 */
import zlib from 'node:zlib';
import AdmZip from 'adm-zip';
import { AixError, quoteName } from '#shared/aix/index';
import {
  scanZipDirectory,
  type ScanOptions,
  type ZipDirectory,
  type ZipRecord,
} from './zip-directory';

export interface ZipArchive {
  directory: ZipDirectory;
  /**
   * Inflates one file entry, refusing it when its real size or checksum differs from
   * the directory's; returns the bytes when `keep`, else only checks them.
   */
  read(record: ZipRecord, keep: boolean): Promise<Buffer | null>;
}

const CHUNK = 64 * 1024;
/** Entries up to this size inflate synchronously; bigger ones stream in CHUNK pieces. */
const SYNC_INFLATE_MAX = 1024 * 1024;
/** Longest stretch of synchronous reading before the event loop gets a turn. */
const YIELD_AFTER_MS = 8;

const damaged = (label: string, why: string) =>
  new AixError('ZIP_CORRUPT', `${label} is damaged: ${why}.`);

/** Central directory rebuilt without the exact duplicate records (aix-format.md §2.1). */
function withoutDuplicates(
  bytes: Buffer,
  directory: ZipDirectory,
  label: string,
): Buffer {
  const central = Buffer.concat(directory.records.map(record => record.raw));
  const count = directory.records.length;
  if (count > 0xffff || directory.centralOffset + central.length > 0xffffffff) {
    throw new AixError(
      'ZIP_UNSUPPORTED',
      `${label} is too large to repair its duplicate entries.`,
    );
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(directory.centralOffset, 16);
  return Buffer.concat([bytes.subarray(0, directory.centralOffset), central, end]);
}

function inflateBounded(
  compressed: Buffer,
  record: ZipRecord,
  keep: boolean,
  label: string,
): Promise<Buffer | null> {
  const name = quoteName(record.name);
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw({ chunkSize: CHUNK });
    const chunks: Buffer[] = [];
    let size = 0;
    let crc = 0;
    let settled = false;
    const fail = (error: AixError) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      reject(error);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > record.size) {
        fail(
          new AixError(
            'ZIP_BOMB',
            `${label}: ${name} expands beyond its declared size of ${record.size} bytes.`,
          ),
        );
        return;
      }
      crc = zlib.crc32(chunk, crc);
      if (keep) chunks.push(chunk);
    });
    inflater.on('error', (error: Error) => {
      fail(damaged(label, `${name} cannot be decompressed (${error.message})`));
    });
    inflater.on('end', () => {
      if (settled) return;
      settled = true;
      if (size !== record.size) {
        reject(
          damaged(label, `${name} is ${size} bytes, not the ${record.size} it declares`),
        );
      } else if (crc !== record.crc) {
        reject(damaged(label, `${name} fails its checksum`));
      } else {
        resolve(keep ? Buffer.concat(chunks, size) : null);
      }
    });
    inflater.end(compressed);
  });
}

/**
 * Small entries inflate in one synchronous call, capped at the declared size; the
 * thread-pool round trips of a stream cost more than the work for them.
 */
function inflateSmall(
  compressed: Buffer,
  record: ZipRecord,
  keep: boolean,
  label: string,
) {
  const name = quoteName(record.name);
  let data: Buffer;
  try {
    data = zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, record.size) });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new AixError(
        'ZIP_BOMB',
        `${label}: ${name} expands beyond its declared size of ${record.size} bytes.`,
      );
    }
    throw damaged(label, `${name} cannot be decompressed (${(error as Error).message})`);
  }
  if (data.length !== record.size) {
    throw damaged(
      label,
      `${name} is ${data.length} bytes, not the ${record.size} it declares`,
    );
  }
  if (zlib.crc32(data) !== record.crc) throw damaged(label, `${name} fails its checksum`);
  return keep ? data : null;
}

function readStored(compressed: Buffer, record: ZipRecord, keep: boolean, label: string) {
  if (compressed.length !== record.size) {
    throw damaged(label, `${quoteName(record.name)} has the wrong length`);
  }
  if (zlib.crc32(compressed) !== record.crc) {
    throw damaged(label, `${quoteName(record.name)} fails its checksum`);
  }
  return keep ? Buffer.from(compressed) : null;
}

function admErrorToAix(error: unknown, label: string): AixError {
  if (error instanceof AixError) return error;
  const message =
    error instanceof Error ? error.message.replace(/^ADM-ZIP:\s*/, '') : String(error);
  return damaged(label, message);
}

function admEntries(bytes: Buffer, directory: ZipDirectory, label: string) {
  const source =
    directory.droppedDuplicates > 0 ? withoutDuplicates(bytes, directory, label) : bytes;
  const entries = new Map<number, AdmZip.IZipEntry>();
  try {
    const zip = new AdmZip(source, { noSort: true });
    for (const entry of zip.getEntries()) entries.set(entry.header.offset, entry);
  } catch (error) {
    throw admErrorToAix(error, label);
  }
  return entries;
}

/**
 * Opens an archive for reading. `listOnly` archives (the jars inside an .aix, with
 * thousands of entries of which one is read) skip adm-zip's per-entry objects and
 * take the data where the scanner found it behind the checked local header.
 */
export function openZip(
  bytes: Buffer,
  options: ScanOptions,
  mode: 'full' | 'listOnly' = 'full',
): ZipArchive {
  const { label } = options;
  const directory = scanZipDirectory(bytes, options);
  const entries = mode === 'full' ? admEntries(bytes, directory, label) : null;
  const compressedData = (record: ZipRecord): Buffer => {
    if (!entries)
      return bytes.subarray(record.dataOffset, record.dataOffset + record.compressedSize);
    const entry = entries.get(record.localOffset);
    if (!entry) throw damaged(label, `${quoteName(record.name)} cannot be located`);
    try {
      return entry.getCompressedData();
    } catch (error) {
      throw admErrorToAix(error, label);
    }
  };

  // Small entries inflate synchronously; a file of hundreds of them would then hold
  // the event loop for the whole read. Every YIELD_AFTER_MS of such work, the reader
  // lets the server answer other requests before it goes on.
  let sliceStart = performance.now();
  const breathe = async () => {
    if (performance.now() - sliceStart < YIELD_AFTER_MS) return;
    await new Promise(resolve => setImmediate(resolve));
    sliceStart = performance.now();
  };

  return {
    directory,
    async read(record, keep) {
      await breathe();
      if (record.isDirectory) return keep ? Buffer.alloc(0) : null;
      const compressed = compressedData(record);
      if (compressed.length !== record.compressedSize) {
        throw damaged(label, `${quoteName(record.name)} is cut short`);
      }
      if (record.method === 0) return readStored(compressed, record, keep, label);
      if (record.size === 0 && compressed.length === 0)
        return keep ? Buffer.alloc(0) : null;
      if (record.size <= SYNC_INFLATE_MAX)
        return inflateSmall(compressed, record, keep, label);
      return inflateBounded(compressed, record, keep, label);
    },
  };
}
