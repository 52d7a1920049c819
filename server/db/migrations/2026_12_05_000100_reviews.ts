import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Reviews with builder compatibility (issue 21 §1).
 *
 * - `reviews`: one per user per extension (unique), with the builder and its version
 *   the reviewer used and whether it worked, the maker's one reply and a moderator's
 *   `hidden` flag. Pages walk (extension_id, hidden, helpful_count | created_at).
 * - `review_votes` (one helpful vote per user per review) and `review_reports`
 *   (one per reporter per review) for the moderators' queue.
 * - Aggregates of the visible reviews, written by the reviews service in the same
 *   transaction as the review: `extensions.rating_count/rating_sum/rating_sort` for
 *   cards and the rating sort (average ×100; indexes like the other sorts, alone and
 *   behind category / free), and `extension_builder_reports` (works / doesn't per
 *   builder) for the compatibility table and the "reported working with" filter.
 * Every reference cascades: deleting an extension or a user takes their reviews along.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['rating_count', 'rating_sum', 'rating_sort']) {
    await db.schema
      .alterTable('extensions')
      .addColumn(column, 'integer', col => col.notNull().defaultTo(0))
      .execute();
  }
  for (const [label, prefix] of [
    ['', ''],
    ['category_', 'category, '],
    ['free_', 'is_free, '],
  ]) {
    await sql`create index ${sql.raw(`extensions_by_${label}rating`)} on extensions
      (${sql.raw(`published, ${prefix}rating_sort, rating_count, id`)})`.execute(db);
  }

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', col => col.notNull())
    .addColumn('body', 'text', col => col.notNull())
    .addColumn('builder', 'text', col => col.notNull())
    .addColumn('builder_version', 'text', col => col.notNull())
    .addColumn('works', 'integer', col => col.notNull())
    .addColumn('hidden', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('helpful_count', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('reply_body', 'text')
    .addColumn('reply_created_at', 'text')
    .addColumn('reply_updated_at', 'text')
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('updated_at', 'text', col => col.notNull())
    .addUniqueConstraint('reviews_one_per_user', ['extension_id', 'user_id'])
    .execute();
  await sql`create index reviews_by_helpful on reviews
    (extension_id, hidden, helpful_count, created_at, id)`.execute(db);
  await sql`create index reviews_by_newest on reviews
    (extension_id, hidden, created_at, id)`.execute(db);
  await sql`create index reviews_by_user on reviews (user_id)`.execute(db);

  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'text', col =>
      col.notNull().references('reviews.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', col => col.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('review_reports')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('review_id', 'text', col =>
      col.notNull().references('reviews.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('details', 'text', col => col.notNull())
    .addColumn('status', 'text', col => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .addUniqueConstraint('review_reports_once', ['review_id', 'reporter_id'])
    .execute();
  await sql`create index review_reports_queue on review_reports (status, created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('extension_builder_reports')
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('builder', 'text', col => col.notNull())
    .addColumn('works', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('fails', 'integer', col => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('extension_builder_reports_pk', ['extension_id', 'builder'])
    .execute();
  await sql`create index extension_builder_reports_by_builder
    on extension_builder_reports (builder, extension_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'extension_builder_reports',
    'review_reports',
    'review_votes',
    'reviews',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const label of ['', 'category_', 'free_']) {
    await sql`drop index if exists ${sql.raw(`extensions_by_${label}rating`)}`.execute(
      db,
    );
  }
  for (const column of ['rating_sort', 'rating_sum', 'rating_count']) {
    await db.schema.alterTable('extensions').dropColumn(column).execute();
  }
}
