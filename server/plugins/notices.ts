/**
 * Decorates the app with update notices' mailer and outbox (issue 21 §2): the
 * outbox drains at start (rows a stopped process left) and after every publish
 * that wrote notices; closing the app waits for a running drain.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config/index';
import { Mailer } from '../modules/notices/mailer';
import { NoticeOutbox } from '../modules/notices/notice-outbox';
import { unsubscribeKey } from '../modules/notices/unsubscribe-token';
import { resolveSessionSecret } from './auth-session';

export interface NoticesService {
  mailer: Mailer;
  outbox: NoticeOutbox;
  unsubscribeKey: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: NoticesService;
  }
}

export const noticesPlugin = fp(
  async (app, { config }: { config: Config }) => {
    const mailer = new Mailer(config.mail);
    const key = unsubscribeKey(
      resolveSessionSecret(config.auth.sessionSecret, config.dataDir),
    );
    const outbox = new NoticeOutbox({
      db: app.db,
      mailer,
      publicUrl: config.publicUrl,
      unsubscribeKey: key,
      log: app.log,
    });
    app.decorate('notices', { mailer, outbox, unsubscribeKey: key });
    app.addHook('onReady', () => outbox.start());
    app.addHook('onClose', async () => {
      await outbox.close();
      mailer.close();
    });
  },
  { name: 'notices', dependencies: ['db'] },
);
