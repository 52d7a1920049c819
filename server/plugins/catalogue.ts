/** Decorates the app with its Catalogue: listing caches and the catalogue write helper. */
import fp from 'fastify-plugin';
import { Catalogue } from '../modules/extensions/catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

export const cataloguePlugin = fp(
  async app => {
    app.decorate('catalogue', new Catalogue(app.db));
  },
  { name: 'catalogue', dependencies: ['db'] },
);
