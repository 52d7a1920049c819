/**
 * A maker's download of their own extension (issue 17 #15): the command line and
 * the studio fetch a build through a signed link like a buyer's, but a maker has no
 * order for their own work (checkout refuses it), so the link names the extension
 * and version instead. Its signature is domain-separated ("own:") from order links,
 * so neither kind of link can stand in for the other. Own downloads are not counted
 * as downloads: they are not users getting the extension.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  COMMERCE_MESSAGES,
  DOWNLOAD_LINK_TTL_SECONDS,
  type DownloadLink,
} from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import type { UserRow } from '../../db/database';
import { AppError, forbidden, notFound } from '../../errors';
import { downloadFileName, signatureOf, type DeliveryDeps } from './delivery';
import { sendVersionFile } from './version-file';

interface OwnClaims {
  /** Extension id, version id, expiry (seconds since the epoch). */
  x: string;
  v: string;
  e: number;
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(`own:${payload}`).digest('base64url');

function signOwnLink(secret: Buffer, claims: OwnClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

function readOwnLink(secret: Buffer, token: string, now = Date.now()): OwnClaims {
  const invalid = new AppError(403, 'FORBIDDEN', COMMERCE_MESSAGES.linkInvalid);
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw invalid;
  const claims = JSON.parse(
    Buffer.from(payload, 'base64url').toString('utf8'),
  ) as unknown;
  if (
    typeof claims !== 'object' ||
    claims === null ||
    !('x' in claims && 'v' in claims && 'e' in claims) ||
    typeof claims.x !== 'string' ||
    typeof claims.v !== 'string' ||
    typeof claims.e !== 'number'
  ) {
    throw invalid;
  }
  if (claims.e * 1000 < now)
    throw new AppError(410, 'GONE', COMMERCE_MESSAGES.linkExpired);
  return { x: claims.x, v: claims.v, e: claims.e };
}

/** POST download/own: a signed link to one version of the caller's own extension. */
export async function ownDownloadLink(
  deps: DeliveryDeps,
  maker: UserRow,
  extensionId: string,
  versionName: string,
): Promise<DownloadLink> {
  const extension = await deps.db
    .selectFrom('extensions')
    .select(['id', 'author_id', 'package_name'])
    .where('id', '=', extensionId)
    .executeTakeFirst();
  if (!extension) throw notFound('Extension not found');
  if (extension.author_id !== maker.id) {
    throw forbidden('Only its maker can download an extension this way');
  }
  const version = await deps.db
    .selectFrom('extension_versions')
    .select(['id', 'version_name', 'file_size', 'sha256'])
    .where('extension_id', '=', extension.id)
    .where('version_name', '=', versionName)
    .executeTakeFirst();
  if (!version) throw notFound(`Version ${versionName} not found`);
  const signed = await signatureOf(deps, version.id);
  const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  return {
    url: ROUTES.downloadOwnFile.url({
      token: signOwnLink(deps.linkSecret, { x: extension.id, v: version.id, e: expires }),
    }),
    fileName: downloadFileName(extension.package_name, version.version_name),
    size: Number(version.file_size),
    sha256: version.sha256,
    expiresAt: new Date(expires * 1000).toISOString(),
    signed,
  };
}

/** GET the signed own link: the stored bytes, whole or a range. */
export async function serveOwnDownload(
  deps: DeliveryDeps,
  request: { token: string; range: string | undefined; ifRange: string | undefined },
  reply: FastifyReply,
) {
  const claims = readOwnLink(deps.linkSecret, request.token);
  const version = await deps.db
    .selectFrom('extension_versions as v')
    .innerJoin('extensions as e', 'e.id', 'v.extension_id')
    .select(['v.id', 'v.storage_key', 'v.version_name', 'v.sha256', 'e.package_name'])
    .where('v.id', '=', claims.v)
    .where('v.extension_id', '=', claims.x)
    .executeTakeFirst();
  if (!version) throw notFound('This version was removed.');
  return sendVersionFile(
    deps.storage,
    {
      ...version,
      fileName: downloadFileName(version.package_name, version.version_name),
      signed: await signatureOf(deps, version.id),
    },
    request,
    reply,
  );
}
