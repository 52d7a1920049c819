/**
 * Puts the repository-signing key on the app (`app.signer`, issue 21 §3) and, once
 * the app is ready, signs every version that has no signature yet (versions from
 * before signing, the demo seed), so each start leaves the whole catalogue signed.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config/index';
import { loadSigner, type Signer } from '../modules/signing/signing.keys';
import { signUnsignedVersions } from '../modules/signing/signing.service';

declare module 'fastify' {
  interface FastifyInstance {
    signer: Signer;
  }
}

export const signingPlugin = fp<{ config: Config }>(
  async (app, options) => {
    const signer = loadSigner(options.config.signing, options.config.dataDir);
    app.decorate('signer', signer);
    app.addHook('onReady', async () => {
      const signed = await signUnsignedVersions(app.catalogue, signer);
      if (signed > 0) {
        app.log.info({ signed, keyId: signer.keyId }, 'signed the unsigned versions');
      }
    });
  },
  { name: 'signing', dependencies: ['db', 'catalogue'] },
);
