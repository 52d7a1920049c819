/**
 * HTTP contract of signed downloads (issue 21 §3): the public keys at
 * `/.well-known/aix-market-keys.json` and the signed manifest every download answer
 * and every published version carries (shared/domain/signed-manifest.ts says what
 * is signed and how).
 */
import Type from 'typebox';

const KeyId = Type.String({ pattern: '^[0-9a-f]{16}$' });

export const SignedManifestSchema = Type.Object({
  /** Canonical manifest text: exactly the signed bytes. */
  manifest: Type.String(),
  /** Ed25519 signature of `manifest`, standard base64. */
  signature: Type.String(),
  keyId: KeyId,
});
export type SignedManifestBody = Type.Static<typeof SignedManifestSchema>;

/** On the extension page: the signed manifest plus its key, for the check-it-yourself command. */
export const VersionSignatureSchema = Type.Intersect([
  SignedManifestSchema,
  Type.Object({
    /** Base64 DER SubjectPublicKeyInfo of the key (the body line of its PEM). */
    publicKeySpki: Type.String(),
  }),
]);
export type VersionSignature = Type.Static<typeof VersionSignatureSchema>;

export const SigningKeySchema = Type.Object({
  keyId: KeyId,
  algorithm: Type.Literal('Ed25519'),
  /** The raw 32-byte public key, standard base64. */
  publicKey: Type.String(),
  publicKeyPem: Type.String(),
  /** `active` signs new versions; `retired` keys only keep older signatures valid. */
  status: Type.Union([Type.Literal('active'), Type.Literal('retired')]),
});
export type SigningKey = Type.Static<typeof SigningKeySchema>;

export const SigningKeysResponseSchema = Type.Object({
  keys: Type.Array(SigningKeySchema),
});
export type SigningKeysResponse = Type.Static<typeof SigningKeysResponseSchema>;

/** Response headers of the file itself (the same signed manifest as the JSON link). */
export const SIGNATURE_HEADERS = {
  /** The canonical manifest text, base64url. */
  manifest: 'x-aix-manifest',
  signature: 'x-aix-signature',
  keyId: 'x-aix-key-id',
} as const;
