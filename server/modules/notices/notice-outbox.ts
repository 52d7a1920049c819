/**
 * Drains the update-notice outbox after the commit that wrote it: the publish
 * answers at once and the emails go out here, one at a time, in the background.
 * The notice rows are the outbox (mail_state), so nothing is lost if the process
 * stops: rows still pending, or caught mid-send, are sent at the next start. Each
 * row is claimed (pending → sending) before it is sent, so two drains never send
 * one twice; a failed send is retried up to MAX_ATTEMPTS times, then marked failed.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer } from './mailer';
import { noticeMail, permissionChange } from './notice-mail';
import { noticeDetails, optedOut, previousPermissions } from './notices.repository';
import { signUnsubscribe } from './unsubscribe-token';
import { permissionList } from '../publishing/publishing.service';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** The wait before the next try grows with each failed one. */
const RETRY_MS = 30_000;

export interface OutboxDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  unsubscribeKey: Buffer;
  log: FastifyBaseLogger;
}

export class NoticeOutbox {
  #running: Promise<void> | null = null;
  #again = false;
  #closed = false;

  constructor(private readonly deps: OutboxDeps) {}

  /** Starts a drain (or asks the running one for another pass); never throws. */
  kick(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#drain().catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'update notice outbox failed');
        });
      } while (this.#again && !this.#closed);
    })().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves once no drain is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Rows a stopped process left mid-send go back to pending, then everything drains. */
  async start(): Promise<void> {
    await this.deps.db
      .updateTable('update_notices')
      .set({ mail_state: 'pending' })
      .where('mail_state', '=', 'sending')
      .execute();
    this.kick();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#closed) return;
      const pending = await this.deps.db
        .selectFrom('update_notices')
        .select('id')
        .where('mail_state', '=', 'pending')
        .orderBy('created_at')
        .limit(BATCH)
        .execute();
      if (pending.length === 0) return;
      for (const { id } of pending) await this.#sendOne(id);
    }
  }

  async #sendOne(id: string): Promise<void> {
    const { db } = this.deps;
    const claimed = await db
      .updateTable('update_notices')
      .set({ mail_state: 'sending' })
      .where('id', '=', id)
      .where('mail_state', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const notice = await noticeDetails(db).where('n.id', '=', id).executeTakeFirst();
    if (!notice) return;
    // Opted out after the notice was written: keep the bell entry, send no mail.
    if ((await optedOut(db, [notice.user_id], notice.extension_id)).size > 0) {
      await db
        .updateTable('update_notices')
        .set({ mail_state: 'skipped' })
        .where('id', '=', id)
        .execute();
      return;
    }
    try {
      const previous = await previousPermissions(
        db,
        notice.extension_id,
        notice.version_id,
      );
      await this.deps.mailer.send(
        noticeMail(this.deps.publicUrl, {
          to: notice.email,
          extensionName: notice.extension_name,
          slug: notice.slug,
          versionName: notice.version_name,
          releaseNotes: notice.release_notes,
          permissions: permissionChange(
            previous === null ? null : permissionList(previous),
            permissionList(notice.permissions),
          ),
          unsubscribeToken: signUnsubscribe(
            this.deps.unsubscribeKey,
            notice.user_id,
            notice.extension_id,
          ),
        }),
      );
      await db
        .updateTable('update_notices')
        .set({ mail_state: 'sent', mailed_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const attempts = Number(notice.mail_attempts) + 1;
      this.deps.log.warn({ err: error, notice: id, attempts }, 'update email not sent');
      await db
        .updateTable('update_notices')
        .set({
          mail_state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          mail_attempts: attempts,
        })
        .where('id', '=', id)
        .execute();
      // Leave the rest of the batch for a later try rather than spin on a dead server.
      if (attempts < MAX_ATTEMPTS) {
        setTimeout(() => this.kick(), RETRY_MS * attempts).unref();
        throw error;
      }
    }
  }
}
