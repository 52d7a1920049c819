/**
 * Checking a download's repository signature (issue 21 §3), in the one place every
 * downloader goes through (studio/download.ts: the studio, `aix-market download`,
 * and the update commands built on them): the signed manifest must be signed by a
 * key the server lists at /.well-known/aix-market-keys.json, and the bytes must have
 * the manifest's sha256 and size. Node's own Ed25519; no key is ever trusted from
 * the download answer itself.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { ROUTES } from '#shared/api/routes';
import type { SigningKey, SigningKeysResponse } from '#shared/api/signing';
import {
  parseManifest,
  type SignedManifest,
  type VersionManifest,
} from '#shared/domain/signed-manifest';
import { DownloadError } from './download-error';

/** A download refused because its signature, key or bytes do not check out. */
export class SignatureError extends DownloadError {
  override name = 'SignatureError';
}

/** Where the keys live for a link: the same server that handed out the link. */
export function signingKeysUrl(linkUrl: string): string {
  return new URL(ROUTES.signingKeys.url(), linkUrl).toString();
}

function isKey(value: unknown): value is SigningKey {
  if (typeof value !== 'object' || value === null) return false;
  const key = value as Record<string, unknown>;
  return (
    typeof key.keyId === 'string' &&
    key.algorithm === 'Ed25519' &&
    typeof key.publicKey === 'string'
  );
}

/** The server's published keys; a clear error when they cannot be read. */
export async function fetchSigningKeys(
  url: string,
  signal?: AbortSignal,
): Promise<SigningKeysResponse> {
  let response: Response;
  try {
    response = await fetch(url, signal ? { signal } : {});
  } catch (error) {
    throw new SignatureError(
      `Could not fetch the signing keys from ${url} (${error instanceof Error ? error.message : String(error)}), so the download cannot be checked. Nothing was saved.`,
    );
  }
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  const keys =
    typeof body === 'object' && body !== null && 'keys' in body ? body.keys : null;
  if (!Array.isArray(keys)) {
    throw new SignatureError(
      `${url} did not answer a list of signing keys (HTTP ${response.status}), so the download cannot be checked. Nothing was saved.`,
    );
  }
  return { keys: keys.filter(isKey) };
}

/**
 * The manifest, once its signature checks out against one of `keys`; otherwise a
 * SignatureError naming what is wrong. The key id must also be the key's own
 * (sha256 of its raw bytes), so a key list cannot relabel a key.
 */
export function verifySignedManifest(
  signed: SignedManifest,
  keys: SigningKeysResponse,
): VersionManifest {
  const key = keys.keys.find(known => known.keyId === signed.keyId);
  if (!key) {
    throw new SignatureError(
      `The download is signed with key ${signed.keyId}, which AIX Market does not list. Nothing was saved.`,
    );
  }
  const raw = Buffer.from(key.publicKey, 'base64');
  const ownId = createHash('sha256').update(raw).digest('hex').slice(0, 16);
  if (raw.length !== 32 || ownId !== key.keyId) {
    throw new SignatureError(
      `The published key ${key.keyId} does not match its id. Nothing was saved.`,
    );
  }
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    null,
    Buffer.from(signed.manifest, 'utf8'),
    publicKey,
    Buffer.from(signed.signature, 'base64'),
  );
  if (!valid) {
    throw new SignatureError(
      `The download's signature does not match its manifest (key ${signed.keyId}): the file or its description was changed after AIX Market signed it. Nothing was saved.`,
    );
  }
  const manifest = parseManifest(signed.manifest);
  if (typeof manifest === 'string') {
    throw new SignatureError(`${manifest} Nothing was saved.`);
  }
  return manifest;
}

/** Refuses bytes that are not the ones the manifest names. */
export function checkBytes(
  manifest: VersionManifest,
  bytes: { sha256: string; size: number },
): void {
  if (bytes.size !== manifest.size || bytes.sha256 !== manifest.sha256) {
    throw new SignatureError(
      `The downloaded file is not the signed ${manifest.packageName} ${manifest.versionName}: it has ${bytes.size} bytes with sha256 ${bytes.sha256}, the signed manifest says ${manifest.size} bytes with sha256 ${manifest.sha256}. Nothing was saved.`,
    );
  }
}
