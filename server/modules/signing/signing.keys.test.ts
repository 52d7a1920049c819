import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FORMAT, type VersionManifest } from '#shared/domain/signed-manifest';
import { loadSigningConfig } from '../../config/signing';
import { SIGNING_KEY_FILE, loadSigner, publicKeyFromRaw } from './signing.keys';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aix-signing-'));
  dirs.push(dir);
  return dir;
};

const manifest: VersionManifest = {
  format: MANIFEST_FORMAT,
  extensionId: 'e1',
  packageName: 'com.example.a',
  versionName: '1.0',
  versionCode: 1,
  sha256: 'b'.repeat(64),
  size: 10,
  publishedAt: '2026-11-26T00:00:00.000Z',
};

describe('the signing key', () => {
  it('is generated once into DATA_DIR, owner-only, and kept across starts', () => {
    const dir = tempDir();
    const first = loadSigner(loadSigningConfig({}), dir);
    const file = path.join(dir, SIGNING_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('-----BEGIN PRIVATE KEY-----');
    const again = loadSigner(loadSigningConfig({}), dir);
    expect(again.keyId).toBe(first.keyId);
    expect(first.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('signs the canonical text with SIGNING_KEY, and lists retired keys after it', () => {
    const current = generateKeyPairSync('ed25519');
    const old = generateKeyPairSync('ed25519');
    const oldRaw = old.publicKey
      .export({ format: 'der', type: 'spki' })
      .subarray(12)
      .toString('base64');
    const pem = current.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const signer = loadSigner(
      loadSigningConfig({
        SIGNING_KEY: pem.replace(/\n/g, '\\n'),
        SIGNING_KEYS_RETIRED: ` ${oldRaw} `,
      }),
      tempDir(),
    );
    const signed = signer.sign(manifest);
    expect(signed.keyId).toBe(signer.keyId);
    expect(
      verify(
        null,
        Buffer.from(signed.manifest),
        current.publicKey,
        Buffer.from(signed.signature, 'base64'),
      ),
    ).toBe(true);
    const keys = signer.keys();
    expect(keys.map(key => key.status)).toEqual(['active', 'retired']);
    expect(keys[1]?.publicKey).toBe(oldRaw);
    expect(publicKeyFromRaw(oldRaw).equals(old.publicKey)).toBe(true);
    expect(signer.spkiOf(keys[1]?.keyId ?? '')).toMatch(/^MCowBQYDK2VwAyEA/);
  });

  it('refuses a SIGNING_KEY that is not a PEM and a retired key that is not 32 bytes', () => {
    expect(() => loadSigningConfig({ SIGNING_KEY: 'secret' })).toThrow(
      /SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM/,
    );
    expect(() => loadSigningConfig({ SIGNING_KEYS_RETIRED: 'abc' })).toThrow(
      /"abc" is not a raw 32-byte public key/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => loadSigner(loadSigningConfig({ SIGNING_KEY: rsa }), tempDir())).toThrow(
      'The signing key must be an Ed25519 key',
    );
  });
});
