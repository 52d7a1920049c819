/**
 * Reads of publishing that the catalogue queries do not cover: ownership look-ups,
 * My Extensions and the stored USD rate for price sorting. Writes of extensions and
 * their versions go through extensions.repository.ts inside Catalogue.write.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { RATES_SNAPSHOT } from '../rates/rates.snapshot';

export async function extensionOwner(
  db: Executor,
  id: string,
): Promise<
  { id: string; author_id: string; published: number; package_name: string } | undefined
> {
  return db
    .selectFrom('extensions')
    .select(['id', 'author_id', 'published', 'package_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function extensionIdByPackage(db: Executor, packageName: string) {
  const row = await db
    .selectFrom('extensions')
    .select('id')
    .where('package_name', '=', packageName)
    .executeTakeFirst();
  return row?.id;
}

/** Units of USD one rupee buys: the stored rate, else the bundled snapshot. */
export async function usdPerInr(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('exchange_rates')
    .select('rate')
    .where('base', '=', 'INR')
    .where('quote', '=', 'USD')
    .executeTakeFirst();
  const rate = Number(row?.rate);
  return Number.isFinite(rate) && rate > 0 ? rate : RATES_SNAPSHOT.rates.USD;
}

export interface MyExtensionsQuery {
  authorId: string;
  ids?: readonly string[];
  skip: number;
  limit: number;
}

export async function myExtensions(db: Executor, query: MyExtensionsQuery) {
  const base = db
    .selectFrom('extensions as e')
    .where('e.author_id', '=', query.authorId)
    .$if(Boolean(query.ids?.length), qb =>
      qb.where('e.id', 'in', [...(query.ids ?? [])]),
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'e.id',
        'e.slug',
        'e.name',
        'e.description',
        'e.icon',
        'e.package_name',
        'e.published',
        'e.download_count',
        'e.like_count',
        'e.created_at',
        'e.updated_at',
        'e.moderation_message',
        // A listing column kept current by every version write (refreshListColumns).
        sql<string | null>`e.latest_version`.as('latest_version'),
        sql<number>`(select count(*) from extension_versions v where v.extension_id = e.id)`.as(
          'version_count',
        ),
      ])
      .orderBy('e.updated_at', 'desc')
      .orderBy('e.id', 'desc')
      .offset(query.skip)
      .limit(query.limit)
      .execute(),
    base.select(eb => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
