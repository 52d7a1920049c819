/**
 * The .aix reader that server, studio and command line share. It checks the whole
 * archive (every entry is inflated once, within the declared and actual limits,
 * and its checksum verified), keeps only the few files the pure interpreter needs,
 * and returns `AixMetadata` or throws an `AixError` with a one-line message.
 */
import { readFile, stat } from 'node:fs/promises';
import {
  AixError,
  interpretAix,
  megabytes,
  resolveLimits,
  wantedEntries,
  type AixLimits,
  type AixMetadata,
  type JarListing,
} from '#shared/aix/index';
import { openZip } from './zip-reader';

const MANIFEST_NAME = 'META-INF/MANIFEST.MF';
const MAX_MANIFEST_BYTES = 256 * 1024;

/** Entry names and manifest of a jar inside the archive; only its manifest is inflated. */
async function listJar(
  bytes: Buffer,
  limits: AixLimits,
  label: string,
): Promise<JarListing> {
  const jar = openZip(
    bytes,
    {
      label,
      maxEntries: limits.maxJarEntries,
      // Nothing but the manifest is inflated, so sizes inside the jar cost nothing.
      maxEntryBytes: Number.MAX_SAFE_INTEGER,
      maxTotalBytes: Number.MAX_SAFE_INTEGER,
      checkNames: false,
      duplicates: 'first',
    },
    'listOnly',
  );
  const records = jar.directory.records;
  const manifestRecord = records.find(record => record.name === MANIFEST_NAME);
  const manifest =
    manifestRecord && manifestRecord.size <= MAX_MANIFEST_BYTES
      ? await jar.read(manifestRecord, true)
      : null;
  return { names: records.map(record => record.name), manifest };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function readAix(
  input: Uint8Array,
  limitOverrides: Partial<AixLimits> = {},
): Promise<AixMetadata> {
  const limits = resolveLimits(limitOverrides);
  if (input.length === 0) throw new AixError('FILE_EMPTY', 'The file is empty.');
  if (input.length > limits.maxArchiveBytes) {
    throw new AixError(
      'FILE_TOO_LARGE',
      `The file is ${megabytes(input.length)}; the limit is ${megabytes(limits.maxArchiveBytes)}.`,
    );
  }
  const bytes = Buffer.isBuffer(input)
    ? input
    : Buffer.from(input.buffer, input.byteOffset, input.length);
  const zip = openZip(bytes, {
    label: 'The file',
    maxEntries: limits.maxEntries,
    maxEntryBytes: limits.maxEntryBytes,
    maxTotalBytes: limits.maxTotalBytes,
    checkNames: true,
    duplicates: 'reject',
  });
  const files = zip.directory.records.filter(record => !record.isDirectory);
  const wanted = wantedEntries(files.map(record => record.name));
  const texts = new Map<string, Uint8Array>();
  const jars = new Map<string, JarListing>();
  const warnings: string[] = [];
  if (zip.directory.droppedDuplicates > 0) {
    warnings.push(
      `The zip directory lists ${zip.directory.droppedDuplicates} entries twice; the copies were ignored.`,
    );
  }

  let inflated = 0;
  for (const record of files) {
    const isText = wanted.texts.has(record.name);
    const isJar = wanted.jars.has(record.name);
    if (isText && record.size > limits.maxJsonBytes) {
      throw new AixError(
        'JSON_TOO_LARGE',
        `${record.name} is ${megabytes(record.size)}; the limit for descriptor files is ${megabytes(limits.maxJsonBytes)}.`,
      );
    }
    const data = await zip.read(record, isText || isJar);
    inflated += record.size;
    if (inflated > limits.maxTotalBytes) {
      throw new AixError('ZIP_BOMB', 'The archive expands beyond its total size limit.');
    }
    if (data && isText) texts.set(record.name, data);
    if (data && isJar) {
      try {
        jars.set(record.name, await listJar(data, limits, record.name));
      } catch (error) {
        warnings.push(`${record.name} could not be listed: ${errorMessage(error)}`);
      }
    }
  }

  return interpretAix(
    {
      files: files.map(record => ({ name: record.name, size: record.size })),
      entryCount: zip.directory.records.length,
      texts,
      jars,
      warnings,
    },
    limits,
  );
}

/** Reads an .aix from disk; the size is checked before the file is loaded. */
export async function readAixFile(
  path: string,
  limitOverrides: Partial<AixLimits> = {},
): Promise<AixMetadata> {
  const limits = resolveLimits(limitOverrides);
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new AixError('FILE_NOT_FOUND', `${path} is not a file.`);
    size = info.size;
  } catch (error) {
    if (error instanceof AixError) throw error;
    throw new AixError('FILE_NOT_FOUND', `Cannot open ${path}: no such file.`);
  }
  if (size > limits.maxArchiveBytes) {
    throw new AixError(
      'FILE_TOO_LARGE',
      `The file is ${megabytes(size)}; the limit is ${megabytes(limits.maxArchiveBytes)}.`,
    );
  }
  return readAix(await readFile(path), limits);
}
