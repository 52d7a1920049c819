import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('firebase_uid', 'text', col => col.unique())
    .addColumn('email', 'text', col => col.notNull().unique())
    .addColumn('name', 'text', col => col.notNull().defaultTo(''))
    .addColumn('username', 'text', col => col.notNull().unique())
    .addColumn('avatar', 'text', col => col.notNull().defaultTo(''))
    .addColumn('role', 'text', col => col.notNull().defaultTo('user'))
    .addColumn('website', 'text', col => col.notNull().defaultTo(''))
    .addColumn('location', 'text', col => col.notNull().defaultTo(''))
    .addColumn('email_verified', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('updated_at', 'text', col => col.notNull())
    .execute();

  await db.schema
    .createTable('extensions')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('slug', 'text', col => col.notNull().unique())
    .addColumn('author_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', col => col.notNull())
    .addColumn('description', 'text', col => col.notNull())
    .addColumn('icon', 'text', col => col.notNull().defaultTo(''))
    .addColumn('package_name', 'text', col => col.notNull().unique())
    .addColumn('min_sdk_version', 'integer', col => col.notNull().defaultTo(16))
    .addColumn('is_free', 'integer', col => col.notNull().defaultTo(1))
    .addColumn('price_minor', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('currency', 'text', col => col.notNull().defaultTo('INR'))
    .addColumn('price_sort', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('source_url', 'text', col => col.notNull().defaultTo(''))
    .addColumn('dev_notes', 'text', col => col.notNull().defaultTo(''))
    .addColumn('documentation_html', 'text', col => col.notNull().defaultTo(''))
    .addColumn('documentation_toc', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('documentation_blocks', 'text', col =>
      col.notNull().defaultTo('{"time":0,"blocks":[]}'),
    )
    .addColumn('source', 'text', col => col.notNull().defaultTo(''))
    .addColumn('category', 'text', col => col.notNull())
    .addColumn('published', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('download_count', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('updated_at', 'text', col => col.notNull())
    .execute();

  // Listing sorts scan these; each starts with `published` because only published rows list.
  await db.schema
    .createIndex('extensions_author_idx')
    .on('extensions')
    .column('author_id')
    .execute();
  for (const [name, columns] of [
    ['extensions_newest_idx', ['published', 'created_at']],
    ['extensions_downloads_idx', ['published', 'download_count']],
    ['extensions_likes_idx', ['published', 'like_count']],
    ['extensions_name_idx', ['published', 'name']],
    ['extensions_price_idx', ['published', 'price_sort']],
    ['extensions_category_idx', ['published', 'category', 'created_at']],
    ['extensions_free_idx', ['published', 'is_free', 'created_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('extensions')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('extension_versions')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('version_name', 'text', col => col.notNull())
    .addColumn('version_code', 'integer', col => col.notNull())
    .addColumn('file_size', 'integer', col => col.notNull())
    .addColumn('sha256', 'text', col => col.notNull())
    .addColumn('storage_key', 'text', col => col.notNull())
    .addColumn('min_sdk', 'integer', col => col.notNull().defaultTo(16))
    .addColumn('permissions', 'text', col => col.notNull().defaultTo('[]'))
    .addColumn('release_notes', 'text', col => col.notNull().defaultTo(''))
    .addColumn('uploaded_at', 'text', col => col.notNull())
    .addUniqueConstraint('extension_versions_name_unique', [
      'extension_id',
      'version_name',
    ])
    .execute();

  for (const [table, column] of [
    ['extension_tags', 'tag'],
    ['extension_permissions', 'permission'],
    ['extension_platforms', 'platform'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('extension_id', 'text', col =>
        col.notNull().references('extensions.id').onDelete('cascade'),
      )
      .addColumn(column, 'text', col => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['extension_id', column])
      .execute();
    await db.schema
      .createIndex(`${table}_${column}_idx`)
      .on(table)
      .columns([column, 'extension_id'])
      .execute();
  }

  await db.schema
    .createTable('extension_likes')
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', col => col.notNull())
    .addPrimaryKeyConstraint('extension_likes_pk', ['extension_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('extension_likes_user_idx')
    .on('extension_likes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('extension_daily_stats')
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', col => col.notNull())
    .addColumn('downloads', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('likes', 'integer', col => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('extension_daily_stats_pk', ['extension_id', 'day'])
    .execute();
  await db.schema
    .createIndex('extension_daily_stats_day_idx')
    .on('extension_daily_stats')
    .columns(['day', 'extension_id'])
    .execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('base', 'text', col => col.notNull())
    .addColumn('quote', 'text', col => col.notNull())
    .addColumn('rate', postgres ? 'double precision' : 'real', col => col.notNull())
    .addColumn('as_of', 'text', col => col.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['base', 'quote'])
    .execute();

  // Full-text search: FTS5 on SQLite, a weighted tsvector on PostgreSQL. The
  // extensions repository keeps both in step with every write.
  if (postgres) {
    await sql`alter table extensions add column search_vector tsvector`.execute(db);
    await sql`create index extensions_search_idx on extensions using gin (search_vector)`.execute(
      db,
    );
    await sql`create index extensions_lower_name_idx on extensions (lower(name))`.execute(
      db,
    );
  } else {
    await sql`create virtual table extensions_fts using fts5(extension_id unindexed, name, description, tags, package_name, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`.execute(
      db,
    );
    await sql`create index extensions_lower_name_idx on extensions (lower(name))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'extensions_fts',
    'exchange_rates',
    'extension_daily_stats',
    'extension_likes',
    'extension_platforms',
    'extension_permissions',
    'extension_tags',
    'extension_versions',
    'extensions',
    'users',
  ]) {
    await sql`drop table if exists ${sql.raw(table)}`.execute(db);
  }
}
