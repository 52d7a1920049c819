/**
 * The seller's routes: what a sale pays (public, for the editor), the payout
 * account, My store, and the public licence check.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  LicenceQuerySchema,
  LicenceResponseSchema,
  LinkAccountBodySchema,
  LinkedAccountResponseSchema,
  MyStoreQuerySchema,
  MyStoreResponseSchema,
  PayoutQuerySchema,
  PayoutResponseSchema,
} from '#shared/api/commerce';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { ROUTES } from '#shared/api/routes';
import { currentUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { linkAccount, linkedAccount, myStore, payoutFor, verifyLicence } from './sellers';

const tags = ['sellers'];
const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  502: ErrorBodySchema,
};

export async function sellerRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    ROUTES.payout.path,
    {
      config: { rateLimit: perMinute(240, options) },
      schema: {
        tags,
        summary: 'What a seller receives for a price (spec §9), with every fee',
        querystring: PayoutQuerySchema,
        response: { 200: PayoutResponseSchema, ...errorResponses },
      },
    },
    async request => payoutFor(request.query.price, request.query.currency),
  );

  api.post(
    ROUTES.linkAccount.path,
    {
      config: { rateLimit: perMinute(10, options) },
      schema: {
        tags,
        summary:
          'Links the seller’s bank account for payouts (only the last four digits are kept)',
        body: LinkAccountBodySchema,
        response: { 200: LinkedAccountResponseSchema, ...errors },
      },
    },
    async request => ({
      account: await linkAccount(
        { db: app.db, payments: app.payments, log: request.log },
        currentUser(request),
        request.body,
      ),
    }),
  );

  api.get(
    ROUTES.linkedAccount.path,
    {
      schema: {
        tags,
        summary: 'The caller’s payout account, or null',
        response: { 200: LinkedAccountResponseSchema, ...errors },
      },
    },
    async request => ({ account: await linkedAccount(app.db, currentUser(request).id) }),
  );

  api.get(
    ROUTES.myStore.path,
    {
      schema: {
        tags,
        summary: 'My store: the seller’s paid sales, totals per currency, sales per day',
        querystring: MyStoreQuerySchema,
        response: { 200: MyStoreResponseSchema, ...errors },
      },
    },
    async request => myStore(app.db, currentUser(request), request.query.days ?? 30),
  );

  api.get(
    ROUTES.verifyLicence.path,
    {
      config: { rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Is this licence key a paid order’s? (nothing about the buyer)',
        querystring: LicenceQuerySchema,
        response: { 200: LicenceResponseSchema, ...errorResponses },
      },
    },
    async request => verifyLicence(app.db, request.query.key),
  );
}
