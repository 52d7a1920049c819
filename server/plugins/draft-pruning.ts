/**
 * An uploaded .aix stays a draft until the maker saves it as a version; a draft
 * nobody saves would otherwise stay stored forever. Drafts older than
 * UPLOAD_DRAFT_TTL_HOURS go, with their file once nothing else (a version,
 * another upload) points at it. Re-uploading the same build refreshes a draft.
 */
import fp from 'fastify-plugin';
import type { BlobStorage } from '../storage/storage';
import { blobInUse, deleteUpload } from '../modules/uploads/uploads.repository';
import type { Executor } from '../db/executor';

const HOUR_MS = 60 * 60 * 1000;
/** The first pass waits a little so a starting server serves requests first. */
const FIRST_PASS_DELAY_MS = 60 * 1000;

/** Removes drafts created before `olderThan`; returns how many went. */
export async function pruneStaleDrafts(
  db: Executor,
  storage: BlobStorage,
  olderThan: Date,
): Promise<number> {
  const stale = await db
    .selectFrom('uploads')
    .select(['id', 'storage_key'])
    .where('kind', '=', 'aix')
    .where('created_at', '<', olderThan.toISOString())
    .execute();
  for (const draft of stale) {
    await deleteUpload(db, draft.id);
    if (!(await blobInUse(db, draft.storage_key)))
      await storage.delete(draft.storage_key);
  }
  return stale.length;
}

/** Prunes a minute after start, then hourly; the timers never keep the process alive. */
export const draftPruningPlugin = fp<{ ttlHours: number }>(
  async (app, { ttlHours }) => {
    const pass = async () => {
      try {
        const olderThan = new Date(Date.now() - ttlHours * HOUR_MS);
        const removed = await pruneStaleDrafts(app.db, app.storage, olderThan);
        if (removed > 0) app.log.info({ removed }, 'removed stale upload drafts');
      } catch (error) {
        app.log.warn({ err: error }, 'pruning upload drafts failed; next pass retries');
      }
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      timers.push(setTimeout(() => void pass(), FIRST_PASS_DELAY_MS).unref());
      timers.push(setInterval(() => void pass(), HOUR_MS).unref());
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });
  },
  { name: 'draft-pruning', dependencies: ['storage'] },
);
