/**
 * The buyer's routes (spec §7): their orders, what they own, removing an unused
 * one, a signed link to download a version of what they bought (and the link
 * itself, which needs no session), and favourites.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  COMMERCE_MESSAGES,
  DownloadLinkSchema,
  DownloadOrderBodySchema,
  DownloadTokenParamsSchema,
  OrderIdBodySchema,
  OrdersResponseSchema,
  RemoveOrderResponseSchema,
} from '#shared/api/commerce';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import {
  FavouriteBodySchema,
  FavouriteResponseSchema,
  FavouritesByIdBodySchema,
  FavouritesResponseSchema,
} from '#shared/api/favourites';
import { OwnedResponseSchema } from '#shared/api/owned';
import { ROUTES } from '#shared/api/routes';
import { AppError, notFound } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { downloadLink, serveDownload, type DeliveryDeps } from './delivery';
import { favourites, setFavourite } from './favourites';
import { deleteUnusedOrder, findOrder } from './orders.repository';
import { listBuyerOrders } from './orders.view';
import { ownedExtensions } from './owned';

const tags = ['orders'];
const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

export async function buyerRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const delivery = (): DeliveryDeps => ({
    db: app.db,
    catalogue: app.catalogue,
    storage: app.storage,
    linkSecret: app.payments.linkSecret,
    signer: app.signer,
  });

  api.post(
    ROUTES.orders.path,
    {
      config: { tokens: true },
      schema: {
        tags,
        summary:
          'The caller’s orders, newest first, with what each paid one can download',
        response: { 200: OrdersResponseSchema, ...errors },
      },
    },
    async request => ({ orders: await listBuyerOrders(app.db, currentUser(request).id) }),
  );

  api.get(
    ROUTES.owned.path,
    {
      config: { tokens: true },
      schema: {
        tags,
        summary:
          'The extensions the caller bought (id, order, day paid), newest first, for “You own this”',
        response: { 200: OwnedResponseSchema, ...errors },
      },
    },
    async request => ownedExtensions(app.db, currentUser(request).id),
  );

  api.post(
    ROUTES.removeOrder.path,
    {
      schema: {
        tags,
        summary:
          'Removes one of the caller’s unused (created or failed) orders; a paid one is kept (409)',
        body: OrderIdBodySchema,
        response: { 200: RemoveOrderResponseSchema, ...errors },
      },
    },
    async request => {
      const user = currentUser(request);
      const removed = await deleteUnusedOrder(app.db, request.body._orderId, user.id);
      if (removed === 0) {
        const order = await findOrder(app.db, request.body._orderId);
        if (order?.buyer_id !== user.id) throw notFound('Order not found');
        throw new AppError(409, 'CONFLICT', COMMERCE_MESSAGES.paidOrderKept);
      }
      return { removed: true as const };
    },
  );

  api.post(
    ROUTES.downloadOrder.path,
    {
      config: { tokens: true, rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'A signed link (10 minutes) to one version of a paid order',
        body: DownloadOrderBodySchema,
        response: { 200: DownloadLinkSchema, ...errors },
      },
    },
    async request =>
      downloadLink(
        delivery(),
        currentUser(request),
        request.body._orderId,
        request.body.version,
      ),
  );

  api.get(
    ROUTES.downloadFile.path,
    {
      config: { rateLimit: perMinute(120, options) },
      schema: {
        tags,
        summary: 'The file of a signed download link (Range supported); 410 once expired',
        params: DownloadTokenParamsSchema,
        response: {
          403: ErrorBodySchema,
          410: ErrorBodySchema,
          416: ErrorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      serveDownload(
        delivery(),
        {
          token: request.params.token,
          range: request.headers.range,
          ifRange:
            typeof request.headers['if-range'] === 'string'
              ? request.headers['if-range']
              : undefined,
        },
        reply,
      ),
  );

  api.post(
    ROUTES.addRemoveFavourite.path,
    {
      schema: {
        tags: ['favourites'],
        summary: 'Adds an extension to the caller’s favourites, or removes it',
        body: FavouriteBodySchema,
        response: { 200: FavouriteResponseSchema, ...errors },
      },
    },
    async request => ({
      extensionId: request.body.extensionId,
      favourite: await setFavourite(
        app.db,
        currentUser(request),
        request.body.extensionId,
        request.body.remove,
      ),
    }),
  );

  api.post(
    ROUTES.favouritesById.path,
    {
      schema: {
        tags: ['favourites'],
        summary:
          'The caller’s favourites among the given ids (an empty list: all of them)',
        body: FavouritesByIdBodySchema,
        response: { 200: FavouritesResponseSchema, ...errors },
      },
    },
    async request =>
      favourites(app.catalogue, currentUser(request), request.body.extensionIds),
  );
}
