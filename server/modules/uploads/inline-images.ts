/**
 * Icons and avatars held inline as `data:` URIs (the demo seed's generated art, and
 * rows from before uploads existed) become stored, content-addressed pictures with
 * an `uploads` row, like any uploaded icon. A listing then names each picture by a
 * short immutable URL the browser caches once, instead of repeating kilobytes of
 * base64 on every card. Runs at start; rows already holding URLs are left alone.
 */
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { BlobStorage } from '../../storage/storage';
import { processIcon } from '../../images/images';
import { looksLikeSvg } from '../../images/sniff';
import type { Catalogue } from '../extensions/catalogue';
import { claimingStorage } from './blobs';
import { saveUpload, type UploadKind } from './uploads.repository';
import { IMAGES_NAMESPACE, storedFileUrl } from './uploads.service';

/** Twice the largest box each is shown in (cards 48 px, pages 64 px; profiles 96 px). */
export const INLINE_ICON_PX = 128;
export const INLINE_AVATAR_PX = 96;

export interface InlineImageDeps {
  db: Kysely<Database>;
  storage: BlobStorage;
  catalogue: Catalogue;
}

export interface InlineImageResult {
  icons: number;
  avatars: number;
  /** data: URIs that were not a readable picture; left as they were. */
  unreadable: number;
}

/** The bytes of a `data:` URI (base64 or percent-encoded), or null when it is not one. */
export function decodeDataUri(uri: string): Buffer | null {
  const match = /^data:([^,]*?),(.*)$/s.exec(uri);
  if (!match) return null;
  const [, meta = '', data = ''] = match;
  try {
    return meta.endsWith(';base64')
      ? Buffer.from(data, 'base64')
      : Buffer.from(decodeURIComponent(data), 'utf8');
  } catch {
    return null;
  }
}

/**
 * A square WebP of `size` pixels. SVG (never accepted as an upload: it can carry
 * script) is drawn by sharp at the density that makes its longest side `size`, so the
 * stored file is pixels only; everything else goes through the upload path's checks.
 */
export async function rasterise(bytes: Buffer, size: number): Promise<Buffer> {
  let raster = bytes;
  if (looksLikeSvg(bytes)) {
    const { width = size, height = size } = await sharp(bytes).metadata();
    const density = Math.min(2400, Math.max(1, (72 * size) / Math.max(width, height)));
    raster = await sharp(bytes, { density }).png().toBuffer();
  }
  const icon = await processIcon(raster, { size, format: 'webp' });
  return icon.data;
}

/**
 * Stores one inline picture as a square WebP of `size` pixels with its `uploads` row
 * owned by `owner`, and answers its URL; null when the URI is not a readable picture.
 * `db` may be a transaction (the synthetic seed stores its icons before its rows).
 */
export async function storeInlinePicture(
  db: Kysely<Database>,
  storage: BlobStorage,
  picture: { uri: string; owner: string; kind: UploadKind; size: number },
): Promise<string | null> {
  const { uri, owner, kind, size } = picture;
  const bytes = decodeDataUri(uri);
  if (!bytes || bytes.length === 0) return null;
  const webp = await rasterise(bytes, size).catch(() => null);
  if (!webp) return null;
  const stored = await claimingStorage(db, storage).put(webp, {
    namespace: IMAGES_NAMESPACE,
    contentType: 'image/webp',
  });
  await saveUpload(db, {
    userId: owner,
    kind,
    storageKey: stored.key,
    sha256: stored.sha256,
    size: stored.size,
    mime: 'image/webp',
    originalName: kind === 'icon' ? 'icon.webp' : 'avatar.webp',
  });
  return storedFileUrl(stored.key, 'webp');
}

export async function storeInlineImages(
  deps: InlineImageDeps,
): Promise<InlineImageResult> {
  const result: InlineImageResult = { icons: 0, avatars: 0, unreadable: 0 };
  // One file per distinct picture: a thousand cards sharing an icon share its file.
  const icons = await deps.db
    .selectFrom('extensions')
    .select(['icon', deps.db.fn.min('author_id').as('owner')])
    .where('icon', 'like', 'data:%')
    .groupBy('icon')
    .execute();
  for (const { icon, owner } of icons) {
    const url = await storeInlinePicture(deps.db, deps.storage, {
      uri: icon,
      owner,
      kind: 'icon',
      size: INLINE_ICON_PX,
    });
    if (!url) {
      result.unreadable += 1;
      continue;
    }
    await deps.catalogue.write(trx =>
      trx.updateTable('extensions').set({ icon: url }).where('icon', '=', icon).execute(),
    );
    result.icons += 1;
  }
  const avatars = await deps.db
    .selectFrom('users')
    .select(['id', 'avatar'])
    .where('avatar', 'like', 'data:%')
    .execute();
  for (const { id, avatar } of avatars) {
    const url = await storeInlinePicture(deps.db, deps.storage, {
      uri: avatar,
      owner: id,
      kind: 'image',
      size: INLINE_AVATAR_PX,
    });
    if (!url) {
      result.unreadable += 1;
      continue;
    }
    // Authors are cached by the catalogue, so the change goes through its write.
    await deps.catalogue.write(trx =>
      trx.updateTable('users').set({ avatar: url }).where('id', '=', id).execute(),
    );
    result.avatars += 1;
  }
  return result;
}
