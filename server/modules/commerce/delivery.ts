/**
 * Delivery of what a buyer owns (issue 10): `download/order` checks the caller's paid
 * order, counts the download and answers a link signed for that order and version
 * that expires in 10 minutes (tied to the purchase, not to a file id, so a new
 * version never breaks it). The link serves exactly the stored bytes, streamed from
 * storage with Content-Disposition, Content-Length, an ETag and Range (resume).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  COMMERCE_MESSAGES,
  DOWNLOAD_LINK_TTL_SECONDS,
  type DownloadLink,
} from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import { downloadFileName } from '#shared/domain/signed-manifest';
import type { Database, UserRow } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { BlobStorage } from '../../storage/storage';
import type { Catalogue } from '../extensions/catalogue';
import { countDownload } from '../extensions/extensions.counters';
import { takedownOf, takenDown } from './off-sale';
import { coversVersion, findOrder, recordDownload } from './orders.repository';
import type { Signer } from '../signing/signing.keys';
import { signedVersion } from '../signing/signing.service';
import { sendVersionFile } from './version-file';

export interface DeliveryDeps {
  db: Kysely<Database>;
  catalogue: Catalogue;
  storage: BlobStorage;
  linkSecret: Buffer;
  /** Signs a version a start has not signed yet (issue 21 §3). */
  signer: Signer;
}

/** The signed manifest of a version, which every download answer carries. */
export async function signatureOf(deps: DeliveryDeps, versionId: string) {
  const signed = await signedVersion(deps.db, deps.catalogue, deps.signer, versionId);
  if (!signed) throw notFound('This version was removed by its author.');
  return signed;
}

interface LinkClaims {
  /** Order id, version id, expiry (seconds since the epoch). */
  o: string;
  v: string;
  e: number;
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signLink(secret: Buffer, claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a link we signed, or an error saying what is wrong with it. */
export function readLink(secret: Buffer, token: string, now = Date.now()): LinkClaims {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError(403, 'FORBIDDEN', COMMERCE_MESSAGES.linkInvalid);
  }
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (
    typeof claims !== 'object' ||
    claims === null ||
    !('o' in claims && 'v' in claims && 'e' in claims) ||
    typeof claims.o !== 'string' ||
    typeof claims.v !== 'string' ||
    typeof claims.e !== 'number'
  ) {
    throw new AppError(403, 'FORBIDDEN', COMMERCE_MESSAGES.linkInvalid);
  }
  if (claims.e * 1000 < now)
    throw new AppError(410, 'GONE', COMMERCE_MESSAGES.linkExpired);
  return { o: claims.o, v: claims.v, e: claims.e };
}

/** Kept here for the routes; shared so the page's check command names the same file. */
export { downloadFileName };

/** POST download/order: a signed link to one version of a paid order. */
export async function downloadLink(
  deps: DeliveryDeps,
  buyer: UserRow,
  orderId: string,
  versionName: string,
): Promise<DownloadLink> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.buyer_id !== buyer.id) throw notFound('Order not found');
  if (order.kind !== 'extension' || !order.extension_id)
    throw notFound('Order not found');
  if (order.status !== 'paid') {
    throw new AppError(403, 'FORBIDDEN', COMMERCE_MESSAGES.notPaid);
  }
  const takedown = await takedownOf(deps.db, order.extension_id);
  if (takedown !== null) throw takenDown(takedown);
  const version = await deps.db
    .selectFrom('extension_versions')
    .select(['id', 'version_name', 'file_size', 'sha256', 'uploaded_at'])
    .where('extension_id', '=', order.extension_id)
    .where('version_name', '=', versionName)
    .executeTakeFirst();
  if (!version) throw notFound(`Version ${versionName} not found`);
  if (!coversVersion(order, version.uploaded_at))
    throw new AppError(403, 'FORBIDDEN', COMMERCE_MESSAGES.afterFreeEra);
  const signed = await signatureOf(deps, version.id);
  const now = new Date();
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  await recordDownload(deps.db, {
    id: randomUUID(),
    order_id: order.id,
    version_id: version.id,
    version: version.version_name,
    created_at: now.toISOString(),
  });
  const extensionId = order.extension_id;
  await deps.catalogue.write(trx => countDownload(trx, extensionId, now));
  return {
    url: ROUTES.downloadFile.url({
      token: signLink(deps.linkSecret, { o: order.id, v: version.id, e: expires }),
    }),
    fileName: downloadFileName(order.package_name, version.version_name),
    size: Number(version.file_size),
    sha256: version.sha256,
    expiresAt: new Date(expires * 1000).toISOString(),
    signed,
  };
}

/** GET the signed link: the stored bytes, whole or a range. */
export async function serveDownload(
  deps: DeliveryDeps,
  request: { token: string; range: string | undefined; ifRange: string | undefined },
  reply: FastifyReply,
) {
  const claims = readLink(deps.linkSecret, request.token);
  const order = await findOrder(deps.db, claims.o);
  if (order?.status !== 'paid')
    throw new AppError(410, 'GONE', COMMERCE_MESSAGES.linkExpired);
  // A link handed out before the takedown stops working with it.
  const takedown = await takedownOf(deps.db, order.extension_id);
  if (takedown !== null) throw takenDown(takedown);
  const version = await deps.db
    .selectFrom('extension_versions')
    .select(['id', 'storage_key', 'version_name', 'file_size', 'sha256', 'uploaded_at'])
    .where('id', '=', claims.v)
    .where('extension_id', '=', order.extension_id ?? '')
    .executeTakeFirst();
  if (!version) throw notFound('This version was removed by its author.');
  if (!coversVersion(order, version.uploaded_at))
    throw new AppError(403, 'FORBIDDEN', COMMERCE_MESSAGES.afterFreeEra);
  return sendVersionFile(
    deps.storage,
    {
      ...version,
      fileName: downloadFileName(order.package_name, version.version_name),
      signed: await signatureOf(deps, version.id),
    },
    request,
    reply,
  );
}
