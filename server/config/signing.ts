/**
 * Which Ed25519 key signs published versions (issue 21 §3). SIGNING_KEY gives it as
 * a PKCS#8 PEM (`openssl genpkey -algorithm ed25519`; `\n` escapes are accepted in
 * one-line env files); unset, a key is generated once into DATA_DIR/signing-key.pem
 * (0600). SIGNING_KEYS_RETIRED lists earlier public keys (comma-separated, each the
 * raw 32 bytes in standard base64, as aix-market-keys.json shows them) so the
 * signatures they made stay checkable after a rotation.
 */
export interface SigningConfig {
  privateKeyPem: string | undefined;
  retiredPublicKeys: string[];
}

const RAW_KEY = /^[A-Za-z0-9+/]{43}=$/;

export function loadSigningConfig(env: NodeJS.ProcessEnv): SigningConfig {
  const pem = env.SIGNING_KEY?.trim().replace(/\\n/g, '\n') || undefined;
  if (pem !== undefined && !pem.includes('-----BEGIN PRIVATE KEY-----')) {
    throw new Error(
      'SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)',
    );
  }
  const retiredPublicKeys = (env.SIGNING_KEYS_RETIRED ?? '')
    .split(',')
    .map(key => key.trim())
    .filter(key => key !== '');
  for (const key of retiredPublicKeys) {
    if (!RAW_KEY.test(key)) {
      throw new Error(
        `SIGNING_KEYS_RETIRED: "${key}" is not a raw 32-byte public key in base64 (44 characters)`,
      );
    }
  }
  return { privateKeyPem: pem, retiredPublicKeys };
}
