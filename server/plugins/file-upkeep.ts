/**
 * Keeps stored files from piling up. An uploaded .aix stays a draft until the maker
 * saves it as a version, and an image or attachment is uploaded before the form that
 * uses it is saved; drafts and unused uploads older than UPLOAD_DRAFT_TTL_HOURS lose
 * their row. Files are then removed by the sweep (modules/uploads/blobs.ts) once no
 * row names them. Temporary files of writes and uploads a crash interrupted go at
 * start-up. Runs a minute after start, then hourly; re-uploading refreshes a draft.
 */
import fs from 'node:fs/promises';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { sweepOrphanBlobs } from '../modules/uploads/blobs';
import { LocalDiskStorage } from '../storage/local';
import type { BlobStorage } from '../storage/storage';

const HOUR_MS = 60 * 60 * 1000;
/** The first pass waits a little so a starting server serves requests first. */
const FIRST_PASS_DELAY_MS = 60 * 1000;
const BATCH = 200;

/** Removes .aix drafts created before `olderThan`; returns how many went. */
export async function pruneStaleDrafts(
  db: Kysely<Database>,
  olderThan: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('kind', '=', 'aix')
    .where('created_at', '<', olderThan.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Removes image, icon and attachment uploads created before `olderThan` that no
 * extension icon, documentation or avatar names (by the file's sha256, unique to it).
 */
export async function pruneUnusedUploads(
  db: Kysely<Database>,
  olderThan: Date,
): Promise<number> {
  const stale = await db
    .selectFrom('uploads')
    .select(['id', 'sha256'])
    .where('kind', '!=', 'aix')
    .where('created_at', '<', olderThan.toISOString())
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let removed = 0;
  for (const upload of stale) {
    const pattern = `%${upload.sha256}%`;
    const used = await db
      .selectFrom('extensions')
      .select(sql`1`.as('one'))
      .where(eb =>
        eb.or([eb('icon', 'like', pattern), eb('documentation_blocks', 'like', pattern)]),
      )
      .union(
        db
          .selectFrom('users')
          .select(sql`1`.as('one'))
          .where('avatar', 'like', pattern),
      )
      .limit(1)
      .executeTakeFirst();
    if (used) continue;
    await db.deleteFrom('uploads').where('id', '=', upload.id).execute();
    removed += 1;
  }
  return removed;
}

/** Temporary files older than `maxAgeMs` in `dir` (0: all of them). */
export async function sweepFolder(dir: string, maxAgeMs: number): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = `${dir}/${name}`;
    const info = await fs.stat(file).catch(() => null);
    if (info?.isFile() && Date.now() - info.mtimeMs >= maxAgeMs) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export interface UpkeepOptions {
  ttlHours: number;
  /** Where uploads are spooled while they arrive (config.uploads.spoolDir). */
  spoolDir: string;
}

async function sweepTemporary(storage: BlobStorage, spoolDir: string, maxAgeMs: number) {
  const spooled = await sweepFolder(spoolDir, maxAgeMs);
  const written =
    storage instanceof LocalDiskStorage ? await storage.sweepTemporaryFiles(maxAgeMs) : 0;
  return spooled + written;
}

export const fileUpkeepPlugin = fp<UpkeepOptions>(
  async (app, { ttlHours, spoolDir }) => {
    const pass = async () => {
      try {
        const olderThan = new Date(Date.now() - ttlHours * HOUR_MS);
        const drafts = await pruneStaleDrafts(app.db, olderThan);
        const uploads = await pruneUnusedUploads(app.db, olderThan);
        const swept = await sweepOrphanBlobs(app.db, app.storage);
        const temporary = await sweepTemporary(app.storage, spoolDir, HOUR_MS);
        if (drafts + uploads + swept.blobs + swept.unregistered + temporary > 0) {
          app.log.info({ drafts, uploads, ...swept, temporary }, 'file upkeep');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'file upkeep failed; the next pass retries');
      }
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      // Nothing is being written before the server listens: every temporary file
      // left now is a crash's, whatever its age.
      const temporary = await sweepTemporary(app.storage, spoolDir, 0);
      if (temporary > 0) app.log.info({ temporary }, 'removed unfinished writes');
      timers.push(setTimeout(() => void pass(), FIRST_PASS_DELAY_MS).unref());
      timers.push(setInterval(() => void pass(), HOUR_MS).unref());
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });
  },
  { name: 'file-upkeep', dependencies: ['storage'] },
);
