/**
 * Signed downloads (issue 21 §3): the manifest the server signs with Ed25519 for
 * every published version, its one canonical text, and the shell snippet anyone can
 * run to check a signature with standard tools. Pure: the server signs this text
 * (server/modules/signing), the command line and the studio verify it
 * (studio/verify-download.ts), the extension page shows it. Kept here so all three
 * agree byte for byte on what was signed.
 */

/** Names this format, so a signature over some other JSON can never pass for one. */
export const MANIFEST_FORMAT = 'aix-market/version-manifest/v1';

export interface VersionManifest {
  format: typeof MANIFEST_FORMAT;
  extensionId: string;
  packageName: string;
  versionName: string;
  versionCode: number;
  /** Lowercase hex sha256 of the .aix bytes. */
  sha256: string;
  /** Bytes. */
  size: number;
  /** When the version was published (ISO-8601 UTC). */
  publishedAt: string;
}

/** What travels with a download and sits on the extension page. */
export interface SignedManifest {
  /** The canonical manifest text, exactly the bytes that were signed. */
  manifest: string;
  /** Ed25519 signature of `manifest` (UTF-8), standard base64. */
  signature: string;
  /** First 16 hex characters of the sha256 of the raw 32-byte public key. */
  keyId: string;
}

/**
 * The canonical text: JSON with keys sorted by code unit, no whitespace, UTF-8.
 * Every value is a string or an integer, so JSON.stringify's own escaping is stable.
 */
export function canonicalManifest(manifest: VersionManifest): string {
  const record = manifest as unknown as Record<string, unknown>;
  const sorted = Object.keys(record)
    .sort()
    .map(key => [key, record[key]] as const);
  return JSON.stringify(Object.fromEntries(sorted));
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * The manifest a canonical text holds, or a sentence saying what is wrong with it.
 * Refuses a text that is not itself canonical, so one signature stands for one text.
 */
export function parseManifest(text: string): VersionManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'The manifest is not JSON.';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'The manifest is not a JSON object.';
  }
  const record = value as Record<string, unknown>;
  const strings = ['extensionId', 'packageName', 'versionName', 'publishedAt'] as const;
  for (const key of strings) {
    if (typeof record[key] !== 'string') return `The manifest has no ${key}.`;
  }
  if (record.format !== MANIFEST_FORMAT) return 'The manifest has an unknown format.';
  if (typeof record.sha256 !== 'string' || !HEX64.test(record.sha256)) {
    return 'The manifest has no valid sha256.';
  }
  for (const key of ['versionCode', 'size'] as const) {
    const number = record[key];
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
      return `The manifest has no valid ${key}.`;
    }
  }
  const manifest = record as unknown as VersionManifest;
  if (Object.keys(record).length !== 8 || canonicalManifest(manifest) !== text) {
    return 'The manifest is not in canonical form.';
  }
  return manifest;
}

/** `com.example.foo-1.2.aix`: only characters every file system and header accept. */
export function downloadFileName(packageName: string, version: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
  return `${safe(packageName) || 'extension'}-${safe(version) || 'latest'}.aix`;
}

/** One shell word: single quotes, with any single quote inside closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A POSIX shell snippet that writes the manifest, signature and public key to files
 * and checks them with OpenSSL 3 (`pkeyutl -verify -rawin`), then prints the sha256
 * of the downloaded file to compare with the manifest's. `publicKeySpki` is the
 * standard base64 of the key's DER SubjectPublicKeyInfo (a PEM body line).
 */
export function verifyCommand(
  signed: SignedManifest,
  publicKeySpki: string,
  fileName: string,
): string {
  return [
    `printf '%s' ${shellQuote(signed.manifest)} > manifest.json`,
    `printf '%s' ${shellQuote(signed.signature)} | openssl base64 -d -A > manifest.sig`,
    `printf '%s\\n' '-----BEGIN PUBLIC KEY-----' ${shellQuote(publicKeySpki)} '-----END PUBLIC KEY-----' > aix-market-key.pem`,
    'openssl pkeyutl -verify -pubin -inkey aix-market-key.pem -rawin -in manifest.json -sigfile manifest.sig',
    `openssl dgst -sha256 ${shellQuote(fileName)}`,
  ].join('\n');
}
