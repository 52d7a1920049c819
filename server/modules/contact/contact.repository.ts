/** Storage of contact and feedback messages; functions take the database first. */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;

export async function insertContactMessage(
  db: Db,
  row: NewContactMessage,
): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function findContactMessage(
  db: Db,
  id: string,
): Promise<ContactMessageRow | undefined> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}
