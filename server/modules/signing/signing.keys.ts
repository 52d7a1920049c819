/**
 * The Ed25519 keys of repository signing (issue 21 §3): the active private key that
 * signs each published version and every public key a client may meet in a
 * signature (the active one and retired ones), each named by its key id: the first
 * 16 hex characters of the sha256 of the raw 32-byte public key.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SigningKey } from '#shared/api/signing';
import {
  canonicalManifest,
  type SignedManifest,
  type VersionManifest,
} from '#shared/domain/signed-manifest';
import type { SigningConfig } from '../../config/signing';

export const SIGNING_KEY_FILE = 'signing-key.pem';

/** The raw 32 bytes of an Ed25519 public key (its SPKI DER minus the 12-byte prefix). */
export function rawPublicKey(key: KeyObject): Buffer {
  return key.export({ format: 'der', type: 'spki' }).subarray(12);
}

export function keyIdOf(rawKey: Buffer): string {
  return createHash('sha256').update(rawKey).digest('hex').slice(0, 16);
}

function describe(key: KeyObject, status: SigningKey['status']): SigningKey {
  const raw = rawPublicKey(key);
  return {
    keyId: keyIdOf(raw),
    algorithm: 'Ed25519',
    publicKey: raw.toString('base64'),
    publicKeyPem: key.export({ format: 'pem', type: 'spki' }).toString(),
    status,
  };
}

export class Signer {
  readonly keyId: string;
  readonly #privateKey: KeyObject;
  readonly #keys: SigningKey[];

  constructor(privateKey: KeyObject, retired: readonly KeyObject[] = []) {
    if (privateKey.asymmetricKeyType !== 'ed25519') {
      throw new Error('The signing key must be an Ed25519 key');
    }
    this.#privateKey = privateKey;
    const active = describe(createPublicKey(privateKey), 'active');
    this.keyId = active.keyId;
    const others = retired
      .map(key => describe(key, 'retired'))
      .filter(key => key.keyId !== active.keyId);
    this.#keys = [active, ...others];
  }

  sign(manifest: VersionManifest): SignedManifest {
    const text = canonicalManifest(manifest);
    const signature = sign(null, Buffer.from(text, 'utf8'), this.#privateKey);
    return { manifest: text, signature: signature.toString('base64'), keyId: this.keyId };
  }

  /** Every known public key, the active one first. */
  keys(): SigningKey[] {
    return this.#keys.map(key => ({ ...key }));
  }

  /** The PEM body (base64 SPKI DER) of a known key, for the page's check command. */
  spkiOf(keyId: string): string | undefined {
    const key = this.#keys.find(known => known.keyId === keyId);
    return key?.publicKeyPem
      .split('\n')
      .filter(line => line !== '' && !line.startsWith('-----'))
      .join('');
  }
}

/** The public key of a raw 32-byte Ed25519 key in standard base64. */
export function publicKeyFromRaw(rawBase64: string): KeyObject {
  const x = Buffer.from(rawBase64, 'base64').toString('base64url');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/** SIGNING_KEY, or the key kept in DATA_DIR (made on first start, 0600). */
export function loadSigner(config: SigningConfig, dataDir: string): Signer {
  const retired = config.retiredPublicKeys.map(publicKeyFromRaw);
  if (config.privateKeyPem !== undefined) {
    return new Signer(createPrivateKey(config.privateKeyPem), retired);
  }
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fresh = generateKeyPairSync('ed25519').privateKey.export({
    format: 'pem',
    type: 'pkcs8',
  });
  try {
    fs.writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  try {
    return new Signer(createPrivateKey(fs.readFileSync(file, 'utf8')), retired);
  } catch (error) {
    throw new Error(
      `${file} is not an Ed25519 private key (${error instanceof Error ? error.message : String(error)}); restore it from a backup, since deleting it makes a new key`,
      { cause: error },
    );
  }
}
