/**
 * Table types of update notices (update_notices migration), apart from database.ts
 * so that file stays readable: the notice rows that are also the mail outbox, and
 * the opt-outs (extension_id '*' = every extension).
 */
import type { ColumnType } from 'kysely';

export type MailState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface UpdateNoticesTable {
  id: string;
  user_id: string;
  extension_id: string;
  version_id: string;
  version_name: string;
  created_at: string;
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
  mail_state: ColumnType<MailState, MailState | undefined, MailState>;
  mail_attempts: ColumnType<number, number | undefined, number>;
  mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NoticeOptOutsTable {
  user_id: string;
  /** An extension id, or ALL_EXTENSIONS. */
  extension_id: string;
  created_at: string;
}

/** The opt-out row that mutes every extension's notices. */
export const ALL_EXTENSIONS = '*';

export interface NoticeTables {
  update_notices: UpdateNoticesTable;
  notice_opt_outs: NoticeOptOutsTable;
}
