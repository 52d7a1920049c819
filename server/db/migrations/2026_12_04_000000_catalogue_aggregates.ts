import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Catalogue aggregates kept as the catalogue changes (issue 19), so about-all, the
 * count-filter facets and weekly trending read a handful of rows at any size instead
 * of scanning every extension.
 *
 * - `catalogue_facets`: published extensions per (category, is_free, platform), with
 *   platform '' for the cell of all platforms, which also carries the download and
 *   like sums. Platforms come from `platform_list`, the extension's own copy, so
 *   every cell follows from the `extensions` row alone.
 * - `catalogue_makers` (published extensions per author) and `catalogue_totals`
 *   ('makers': authors with at least one), so distinct makers is one row.
 * - `trending_scores`: downloads + likes per extension over the stats days since
 *   `trending_window.since`; the service moves the window once a UTC day by adding or
 *   subtracting only the days that enter or leave it.
 *
 * - SQLite: the FTS5 index keeps published extensions only, so a search's count and
 *   its bounded ranking read the index alone (extensions.relevance.ts).
 *
 * Database triggers write them, so they change in the same transaction as the rows
 * they summarise: every catalogue write runs inside Catalogue.write's one
 * transaction and its triggers commit or roll back with it, and bulk loads (the seed)
 * keep them too. extensions.stats.test.ts checks them against a full recount.
 */

const DAY_MS = 86_400_000;

/** The first day of the weekly window that contains `now`: today and the 6 before. */
function windowStart(now: number): string {
  return new Date(Math.floor(now / DAY_MS) * DAY_MS - 6 * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** SQLite: the statements adding (`step` 1) or removing (-1) row `x`'s contribution. */
function sqliteApply(x: 'new' | 'old', step: 1 | -1): string {
  const published = `${x}.published = 1`;
  const makers =
    step === 1
      ? `update catalogue_totals set value = value + 1 where name = 'makers' and ${published}
           and (select extensions from catalogue_makers where author_id = ${x}.author_id) = 1;`
      : `update catalogue_totals set value = value - 1 where name = 'makers' and ${published}
           and (select extensions from catalogue_makers where author_id = ${x}.author_id) = 0;
         delete from catalogue_makers where author_id = ${x}.author_id and extensions = 0;`;
  return `
    insert into catalogue_facets (category, is_free, platform, extensions, downloads, likes)
      select ${x}.category, ${x}.is_free, '', ${step}, ${step} * ${x}.download_count,
        ${step} * ${x}.like_count
      where ${published}
      on conflict (category, is_free, platform) do update set
        extensions = extensions + excluded.extensions,
        downloads = downloads + excluded.downloads, likes = likes + excluded.likes;
    insert into catalogue_facets (category, is_free, platform, extensions, downloads, likes)
      select ${x}.category, ${x}.is_free, j.value, ${step}, 0, 0
      from json_each(${x}.platform_list) j
      where ${published} and j.type = 'text'
      on conflict (category, is_free, platform) do update set
        extensions = extensions + excluded.extensions;
    insert into catalogue_makers (author_id, extensions)
      select ${x}.author_id, ${step} where ${published}
      on conflict (author_id) do update set extensions = extensions + excluded.extensions;
    ${makers}`;
}

/** The columns whose change moves an extension between cells (or in and out of them). */
const MOVES = ['published', 'category', 'is_free', 'platform_list', 'author_id'];

async function sqliteUp(db: Kysely<any>): Promise<void> {
  const moved = MOVES.map(column => `old.${column} is not new.${column}`).join(' or ');
  const counted = `old.download_count is not new.download_count or old.like_count is not new.like_count`;
  const statements = [
    `create trigger catalogue_facets_insert after insert on extensions when new.published = 1
     begin ${sqliteApply('new', 1)} end`,
    `create trigger catalogue_facets_delete after delete on extensions when old.published = 1
     begin ${sqliteApply('old', -1)} end`,
    `create trigger catalogue_facets_move after update of ${MOVES.join(', ')} on extensions
     when (old.published = 1 or new.published = 1) and (${moved})
     begin ${sqliteApply('old', -1)} ${sqliteApply('new', 1)} end`,
    // The hot path (a download, a like): one cell's sums, nothing else.
    `create trigger catalogue_facets_counts after update of download_count, like_count on extensions
     when old.published = 1 and new.published = 1 and not (${moved}) and (${counted})
     begin
       update catalogue_facets set
         downloads = downloads + new.download_count - old.download_count,
         likes = likes + new.like_count - old.like_count
       where category = new.category and is_free = new.is_free and platform = '';
     end`,
  ];
  const trending = (x: 'new' | 'old', step: 1 | -1) => `
    insert into trending_scores (extension_id, score)
      select ${x}.extension_id, ${step} * (${x}.downloads + ${x}.likes)
      where ${x}.day >= (select since from trending_window where id = 1)
      on conflict (extension_id) do update set score = score + excluded.score;`;
  statements.push(
    `create trigger trending_insert after insert on extension_daily_stats
     begin ${trending('new', 1)} end`,
    `create trigger trending_delete after delete on extension_daily_stats
     begin ${trending('old', -1)} end`,
    `create trigger trending_update after update on extension_daily_stats
     begin ${trending('old', -1)} ${trending('new', 1)} end`,
  );
  for (const statement of statements) await sql.raw(statement).execute(db);
  // The search index keeps published extensions only (extensions.relevance.ts).
  await sql`delete from extensions_fts where rowid in
    (select search_rowid from extensions where published = 0 and search_rowid is not null)`.execute(
    db,
  );
}

async function postgresUp(db: Kysely<any>): Promise<void> {
  await sql`create function catalogue_facets_apply(x extensions, step integer) returns void
    language plpgsql as $$
    declare
      left_over bigint;
    begin
      insert into catalogue_facets as f (category, is_free, platform, extensions, downloads, likes)
        values (x.category, x.is_free, '', step, step * x.download_count, step * x.like_count)
        on conflict (category, is_free, platform) do update set
          extensions = f.extensions + excluded.extensions,
          downloads = f.downloads + excluded.downloads, likes = f.likes + excluded.likes;
      insert into catalogue_facets as f (category, is_free, platform, extensions, downloads, likes)
        select x.category, x.is_free, p.value #>> '{}', step, 0, 0
        from jsonb_array_elements(x.platform_list::jsonb) p
        where jsonb_typeof(p.value) = 'string'
        on conflict (category, is_free, platform) do update set
          extensions = f.extensions + excluded.extensions;
      insert into catalogue_makers as m (author_id, extensions) values (x.author_id, step)
        on conflict (author_id) do update set extensions = m.extensions + excluded.extensions
        returning m.extensions into left_over;
      if step = 1 and left_over = 1 then
        update catalogue_totals set value = value + 1 where name = 'makers';
      elsif step = -1 and left_over = 0 then
        update catalogue_totals set value = value - 1 where name = 'makers';
        delete from catalogue_makers where author_id = x.author_id and extensions = 0;
      end if;
    end $$`.execute(db);
  await sql`create function catalogue_facets_trigger() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.published = 1 and new.published = 1
        and old.category = new.category and old.is_free = new.is_free
        and old.platform_list = new.platform_list and old.author_id = new.author_id then
        -- The hot path (a download, a like): one cell's sums, nothing else.
        if old.download_count <> new.download_count or old.like_count <> new.like_count then
          update catalogue_facets set
            downloads = downloads + new.download_count - old.download_count,
            likes = likes + new.like_count - old.like_count
          where category = new.category and is_free = new.is_free and platform = '';
        end if;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') and old.published = 1 then
        perform catalogue_facets_apply(old, -1);
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.published = 1 then
        perform catalogue_facets_apply(new, 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger catalogue_facets
    after insert or delete or update of published, category, is_free, platform_list,
      author_id, download_count, like_count on extensions
    for each row execute function catalogue_facets_trigger()`.execute(db);
  // FOR SHARE: a stats write waits while the service moves the window (which locks
  // the row for update), then reads the new start; see trending.ts.
  await sql`create function trending_trigger() returns trigger
    language plpgsql as $$
    declare
      window_since text;
    begin
      select since into window_since from trending_window where id = 1 for share;
      if tg_op in ('UPDATE', 'DELETE') and old.day >= window_since then
        insert into trending_scores as t (extension_id, score)
          values (old.extension_id, -(old.downloads + old.likes))
          on conflict (extension_id) do update set score = t.score + excluded.score;
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.day >= window_since then
        insert into trending_scores as t (extension_id, score)
          values (new.extension_id, new.downloads + new.likes)
          on conflict (extension_id) do update set score = t.score + excluded.score;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger trending after insert or delete or update
    on extension_daily_stats for each row execute function trending_trigger()`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table catalogue_facets (
    category text not null, is_free integer not null, platform text not null,
    extensions bigint not null default 0, downloads bigint not null default 0,
    likes bigint not null default 0,
    primary key (category, is_free, platform))`.execute(db);
  await sql`create table catalogue_makers (
    author_id text primary key, extensions bigint not null)`.execute(db);
  await sql`create table catalogue_totals (name text primary key, value bigint not null)`.execute(
    db,
  );
  await sql`create table trending_window (id integer primary key, since text not null)`.execute(
    db,
  );
  await sql`create table trending_scores (
    extension_id text primary key, score bigint not null)`.execute(db);
  await sql`create index trending_scores_by_score on trending_scores (score desc, extension_id)`.execute(
    db,
  );

  // Today's figures from the rows already there, then the triggers keep them.
  const platforms = postgres
    ? sql`jsonb_array_elements(e.platform_list::jsonb) p where jsonb_typeof(p.value) = 'string' and`
    : sql`json_each(e.platform_list) p where p.type = 'text' and`;
  await sql`insert into catalogue_facets (category, is_free, platform, extensions, downloads, likes)
    select category, is_free, '', count(*), coalesce(sum(download_count), 0), coalesce(sum(like_count), 0)
    from extensions where published = 1 group by category, is_free`.execute(db);
  await sql`insert into catalogue_facets (category, is_free, platform, extensions, downloads, likes)
    select e.category, e.is_free, ${postgres ? sql`p.value #>> '{}'` : sql`p.value`}, count(*), 0, 0
    from extensions e, ${platforms} e.published = 1
    group by 1, 2, 3`.execute(db);
  await sql`insert into catalogue_makers (author_id, extensions)
    select author_id, count(*) from extensions where published = 1 group by author_id`.execute(
    db,
  );
  await sql`insert into catalogue_totals (name, value)
    select 'makers', count(*) from catalogue_makers`.execute(db);
  const since = windowStart(Date.now());
  await sql`insert into trending_window (id, since) values (1, ${since})`.execute(db);
  await sql`insert into trending_scores (extension_id, score)
    select extension_id, sum(downloads + likes) from extension_daily_stats
    where day >= ${since} group by extension_id`.execute(db);

  if (postgres) await postgresUp(db);
  else await sqliteUp(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger if exists catalogue_facets on extensions`.execute(db);
    await sql`drop trigger if exists trending on extension_daily_stats`.execute(db);
    await sql`drop function if exists catalogue_facets_trigger()`.execute(db);
    await sql`drop function if exists catalogue_facets_apply(extensions, integer)`.execute(
      db,
    );
    await sql`drop function if exists trending_trigger()`.execute(db);
  } else {
    await sql`insert into extensions_fts (rowid, extension_id, name, description, tags, package_name)
      select e.search_rowid, e.id, e.name, e.description,
        coalesce((select group_concat(t.tag, ' ') from extension_tags t where t.extension_id = e.id), ''),
        e.package_name
      from extensions e where e.published = 0 and e.search_rowid is not null`.execute(db);
    for (const name of [
      'catalogue_facets_insert',
      'catalogue_facets_delete',
      'catalogue_facets_move',
      'catalogue_facets_counts',
      'trending_insert',
      'trending_delete',
      'trending_update',
    ]) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  }
  for (const table of [
    'catalogue_facets',
    'catalogue_makers',
    'catalogue_totals',
    'trending_window',
    'trending_scores',
  ]) {
    await sql`drop table if exists ${sql.raw(table)}`.execute(db);
  }
}
