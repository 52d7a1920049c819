/**
 * How stored files come and go. Every write claims its key in `stored_blobs` first
 * (claimingStorage); nothing deletes a file directly. The sweep removes a file only
 * inside a transaction that holds its registry row, after checking that no upload or
 * version names it and that nobody claimed it within the grace period. A re-upload
 * racing a delete therefore either claims first (the sweep leaves the file) or waits
 * for the sweep and writes the file again: a version's file is never lost.
 *
 * Crash leftovers are swept too: files written without a registry row (local disk),
 * and temporary files of writes and uploads that never finished.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { BlobStorage, PutOptions, PutResult } from '../../storage/storage';
import { makeKey, StorageKeyError } from '../../storage/storage';
import {
  claimBlob,
  forgetBlob,
  lockOrphanBlobs,
  registeredKeys,
} from './blobs.repository';

/** A file must stay this long after its last claim (the longest upload takes less). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/** `storage` whose writes claim their key first; reads and the rest go straight through. */
export function claimingStorage(db: Kysely<Database>, storage: BlobStorage): BlobStorage {
  return {
    driver: storage.driver,
    async put(bytes: Uint8Array, options?: PutOptions): Promise<PutResult> {
      const file = makeKey(bytes, options?.namespace);
      await claimBlob(db, file.key, file.size);
      return storage.put(bytes, options);
    },
    get: key => storage.get(key),
    stream: (key, range) => storage.stream(key, range),
    head: key => storage.head(key),
    delete: () => Promise.reject(new Error('Stored files are removed by the sweep only')),
  };
}

export interface SweepResult {
  /** Registered files nobody uses any more. */
  blobs: number;
  /** Files on disk nobody ever registered (a crash between write and claim). */
  unregistered: number;
}

/** Removes what nobody uses and nobody claimed since `now - ORPHAN_GRACE_MS`. */
export async function sweepOrphanBlobs(
  db: Kysely<Database>,
  storage: BlobStorage,
  now = new Date(),
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ORPHAN_GRACE_MS);
  let blobs = 0;
  for (;;) {
    const removed = await db.transaction().execute(async trx => {
      const keys = await lockOrphanBlobs(trx, cutoff, SWEEP_BATCH);
      for (const key of keys) {
        // The file goes while this transaction holds the row: a claim waits for us.
        await deleteFile(storage, key);
        await forgetBlob(trx, key);
      }
      return keys.length;
    });
    blobs += removed;
    if (removed < SWEEP_BATCH) break;
  }
  return { blobs, unregistered: await sweepUnregistered(db, storage, cutoff) };
}

async function deleteFile(storage: BlobStorage, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    // A row from before keys were checked (seed data): nothing on disk to remove.
    if (!(error instanceof StorageKeyError)) throw error;
  }
}

async function sweepUnregistered(
  db: Kysely<Database>,
  storage: BlobStorage,
  cutoff: Date,
): Promise<number> {
  if (!storage.listFiles) return 0;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await registeredKeys(db, batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      // Claimed meanwhile? Then it is registered now; never remove a claimed file.
      if ((await registeredKeys(db, [key])).size > 0) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.listFiles()) {
    if (file.modifiedAt >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= SWEEP_BATCH) await flush();
  }
  await flush();
  return removed;
}
