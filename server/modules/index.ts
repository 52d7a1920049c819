/** Registers every feature's routes; each module owns its URL prefix. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index';
import { healthRoutes } from './health/health.routes';
import { contactRoutes } from './contact/contact.routes';
import { extensionRoutes } from './extensions/extensions.routes';
import { rateRoutes } from './rates/rates.routes';
import { userRoutes } from './users/users.routes';
import { authRoutes } from './auth/auth.routes';
import { devMailboxRoutes } from './auth/dev-mailbox.routes';
import { accountRoutes } from './account/account.routes';
import { betaRoutes } from './beta/beta.routes';
import { eventsRoutes } from './events/events.routes';
import { manageUsersRoutes } from './admin/admin.routes';
import { aiRoutes } from './ai/ai.routes';
import { uploadRoutes } from './uploads/uploads.routes';
import { publishingRoutes } from './publishing/publishing.routes';
import { linkPreviewRoutes } from './link-preview/link-preview.routes';
import { commerceRoutes } from './commerce/commerce.routes';
import { buyerRoutes } from './commerce/buyers.routes';
import { ownDownloadRoutes } from './commerce/own-download.routes';
import { sellerRoutes } from './commerce/sellers.routes';
import { tokenRoutes } from './tokens/tokens.routes';
import { reportRoutes } from './reports/reports.routes';

export async function registerModules(app: FastifyInstance, options: { config: Config }) {
  await app.register(healthRoutes);
  const limits = { rateLimitScale: options.config.rateLimitScale };
  await app.register(extensionRoutes, limits);
  await app.register(contactRoutes, limits);
  await app.register(userRoutes, limits);
  await app.register(rateRoutes, { ...limits, rates: options.config.rates });
  await app.register(authRoutes, options);
  await app.register(devMailboxRoutes, options);
  await app.register(accountRoutes, options);
  await app.register(betaRoutes, options);
  await app.register(eventsRoutes, options);
  await app.register(manageUsersRoutes);
  await app.register(aiRoutes, options);
  await app.register(uploadRoutes, { ...limits, uploads: options.config.uploads });
  await app.register(publishingRoutes, limits);
  await app.register(linkPreviewRoutes, limits);
  await app.register(commerceRoutes, limits);
  await app.register(buyerRoutes, limits);
  await app.register(ownDownloadRoutes, limits);
  await app.register(sellerRoutes, limits);
  await app.register(tokenRoutes, limits);
  await app.register(reportRoutes, limits);
}
