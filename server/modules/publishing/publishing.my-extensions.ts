/**
 * My Extensions (`/authenticated/api/extension/my-extensions`) and likes
 * (`/api/update-extension-like`): the maker's own list with status and counters,
 * and the public like a signed-in user gives a published extension.
 */
import type {
  MyExtension,
  MyExtensionsBody,
  MyExtensionsResponse,
  MyLikesResponse,
  UpdateLikeBody,
  UpdateLikeResponse,
} from '#shared/api/publishing';
import { LIMITS } from '#shared/constants';
import type { UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { notFound } from '../../errors';
import type { Catalogue } from '../extensions/catalogue';
import { setLike } from '../extensions/extensions.counters';
import { extensionOwner, myExtensions } from './publishing.repository';

type MyExtensionRow = Awaited<ReturnType<typeof myExtensions>>['rows'][number];

function toMyExtension(row: MyExtensionRow): MyExtension {
  const published = Number(row.published) === 1;
  return {
    extensionId: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon,
    packageName: row.package_name,
    published,
    status: published ? 'published' : 'draft',
    versions: Number(row.version_count),
    latestVersion: row.latest_version,
    downloads: Number(row.download_count),
    likes: Number(row.like_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    moderationMessage: published ? null : row.moderation_message,
  };
}

export async function listMyExtensions(
  db: Executor,
  caller: UserRow,
  body: MyExtensionsBody,
): Promise<MyExtensionsResponse> {
  const skip = body.skip ?? 0;
  const limit = body.limit ?? LIMITS.defaultPageSize;
  const { rows, total } = await myExtensions(db, {
    authorId: caller.id,
    ids: body.extensionIds,
    skip,
    limit,
  });
  return { extensions: rows.map(toMyExtension), total, skip, limit };
}

/** Only published extensions can be liked; the count moves inside one catalogue write. */
export async function likeExtension(
  catalogue: Catalogue,
  caller: UserRow,
  { extensionId, like }: UpdateLikeBody,
): Promise<UpdateLikeResponse> {
  const row = await extensionOwner(catalogue.db, extensionId);
  if (!row || Number(row.published) !== 1)
    throw notFound(`No extension "${extensionId}"`);
  const result = await catalogue.write(trx => setLike(trx, extensionId, caller.id, like));
  return { extensionId, ...result };
}

export async function myLikes(db: Executor, caller: UserRow): Promise<MyLikesResponse> {
  const rows = await db
    .selectFrom('extension_likes')
    .select('extension_id')
    .where('user_id', '=', caller.id)
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  return { extensionIds: rows.map(row => row.extension_id) };
}
