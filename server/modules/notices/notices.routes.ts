/**
 * Routes of update notices (issue 21 §2): the bell (list, mark read), the notice
 * preferences, the one-click unsubscribe (no sign-in: the signed token is the
 * proof; GET only describes, POST does it, also as RFC 8058's form-encoded
 * one-click POST), and the update check of the studio and the command line.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import {
  MarkNoticesReadBodySchema,
  MarkNoticesReadResponseSchema,
  NoticePreferencesSchema,
  NoticesResponseSchema,
  UnsubscribeInfoSchema,
  UnsubscribeQuerySchema,
  UpdateCheckBodySchema,
  UpdateCheckResponseSchema,
  UpdateNoticePreferencesBodySchema,
} from '#shared/api/notices';
import { ROUTES } from '#shared/api/routes';
import { currentUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import {
  markNoticesRead,
  noticesFor,
  preferencesOf,
  unsubscribe,
  unsubscribeInfo,
  updatePreferences,
} from './notices.service';
import { checkUpdates } from './updates.service';

const tags = ['update notices'];
const errors = { ...errorResponses, 401: ErrorBodySchema, 403: ErrorBodySchema };
const linkErrors = { ...errorResponses, 403: ErrorBodySchema, 410: ErrorBodySchema };

export async function noticeRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` as a
  // form; the token is in the URL, so the body is read and dropped.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  api.get(
    ROUTES.notices.path,
    {
      config: { rateLimit: perMinute(120, options) },
      schema: {
        tags,
        summary: 'The caller’s newest update notices and how many are unread',
        response: { 200: NoticesResponseSchema, ...errors },
      },
    },
    async request => noticesFor(app.db, currentUser(request).id),
  );

  api.post(
    ROUTES.markNoticesRead.path,
    {
      config: { rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Marks the given notices (or all) read',
        body: MarkNoticesReadBodySchema,
        response: { 200: MarkNoticesReadResponseSchema, ...errors },
      },
    },
    async request => markNoticesRead(app.db, currentUser(request).id, request.body.ids),
  );

  api.get(
    ROUTES.noticePreferences.path,
    {
      config: { rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Update notices on or off, globally and per owned extension',
        response: { 200: NoticePreferencesSchema, ...errors },
      },
    },
    async request => preferencesOf(app.db, currentUser(request).id),
  );

  api.put(
    ROUTES.updateNoticePreferences.path,
    {
      config: { rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Turns update notices on or off, globally or for one extension',
        body: UpdateNoticePreferencesBodySchema,
        response: { 200: NoticePreferencesSchema, ...errors },
      },
    },
    async request => updatePreferences(app.db, currentUser(request).id, request.body),
  );

  api.get(
    ROUTES.unsubscribeInfo.path,
    {
      config: { rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary: 'What an email’s unsubscribe link stops (changes nothing)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeInfoSchema, ...linkErrors },
      },
    },
    async request =>
      unsubscribeInfo(app.db, app.notices.unsubscribeKey, request.query.token),
  );

  api.post(
    ROUTES.unsubscribe.path,
    {
      config: { rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary: 'Unsubscribes with an email’s signed link (also RFC 8058 one-click)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeInfoSchema, ...linkErrors },
      },
    },
    async request => unsubscribe(app.db, app.notices.unsubscribeKey, request.query.token),
  );

  api.post(
    ROUTES.checkUpdates.path,
    {
      config: { tokens: true, rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary:
          'Which of the given .aix files have newer versions the caller may download',
        body: UpdateCheckBodySchema,
        response: { 200: UpdateCheckResponseSchema, ...errors },
      },
    },
    async request => checkUpdates(app.db, currentUser(request), request.body),
  );
}
