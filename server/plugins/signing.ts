/**
 * Puts the repository-signing key on the app (`app.signer`, issue 21 §3) and, once
 * the app is ready, signs every version that has no signature yet (versions from
 * before signing, the demo seed) in the background, so each start leaves the whole
 * catalogue signed without holding the start.
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
    let closing = false;
    let signing: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      // In the background: a first start on a large catalogue has minutes of signing
      // to do (300k versions), more than a start may take, and a version asked for
      // before its turn is signed on the spot (signedVersion).
      signing = signUnsignedVersions(
        app.catalogue,
        signer,
        undefined,
        () => closing,
      ).then(
        signed => {
          if (signed > 0) {
            app.log.info({ signed, keyId: signer.keyId }, 'signed the unsigned versions');
          }
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'signing the unsigned versions stopped');
        },
      );
    });
    app.addHook('onClose', async () => {
      closing = true;
      await signing;
    });
  },
  { name: 'signing', dependencies: ['db', 'catalogue'] },
);
