/**
 * Publishing routes of the app backend (spec §7): create, update, read for the
 * editor, delete, versions, My Extensions and likes. `/api/...` routes opt in to a
 * session with `config.auth`; the guard in plugins/auth.ts enforces it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import {
  CreateExtensionBodySchema,
  DeleteResponseSchema,
  DeleteVersionBodySchema,
  DeleteVersionResponseSchema,
  ExtensionIdBodySchema,
  ExtensionResponseSchema,
  GetExtensionsBodySchema,
  GetExtensionsResponseSchema,
  MyExtensionsBodySchema,
  MyExtensionsResponseSchema,
  UpdateExtensionBodySchema,
  UpdateLikeBodySchema,
  UpdateLikeResponseSchema,
  MyLikesResponseSchema,
} from '#shared/api/publishing';
import { currentUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { deleteExtensionFor, deleteVersionFor } from './publishing.delete';
import { editorExtension, ownedExtension } from './publishing.editor';
import { likeExtension, listMyExtensions, myLikes } from './publishing.my-extensions';
import {
  createExtension,
  updateExtensionFor,
  type PublishingDeps,
} from './publishing.service';
import { ROUTES } from '#shared/api/routes';

const tags = ['publishing'];
const writeErrors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

export async function publishingRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): PublishingDeps => ({
    db: app.db,
    catalogue: app.catalogue,
    storage: app.storage,
    betaAccess: app.authSettings.betaAccess,
    signer: app.signer,
    noticeOutbox: app.notices.outbox,
  });
  const user = { auth: 'user' as const };

  api.post(
    ROUTES.createExtension.path,
    {
      config: { ...user, tokens: true, rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary: 'Create an extension from an uploaded .aix (draft or published)',
        body: CreateExtensionBodySchema,
        response: { 201: ExtensionResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const extension = await createExtension(deps(), currentUser(request), request.body);
      return reply.status(201).send({ extension });
    },
  );

  api.post(
    ROUTES.updateExtension.path,
    {
      config: { ...user, tokens: true, rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Change an extension, publish or unpublish it, or add a version',
        body: UpdateExtensionBodySchema,
        response: { 200: ExtensionResponseSchema, ...writeErrors },
      },
    },
    async request => ({
      extension: await updateExtensionFor(deps(), currentUser(request), request.body),
    }),
  );

  api.post(
    ROUTES.getExtensions.path,
    {
      config: { ...user, tokens: true, rateLimit: perMinute(120, options) },
      schema: {
        tags,
        summary: "The caller's extensions by id, drafts included (any, for an admin)",
        body: GetExtensionsBodySchema,
        response: { 200: GetExtensionsResponseSchema, ...writeErrors },
      },
    },
    async request => {
      const caller = currentUser(request);
      const ids = [...new Set(request.body.extensionIds)];
      for (const id of ids) await ownedExtension(app.db, caller, id);
      return {
        extensions: await Promise.all(ids.map(id => editorExtension(app.db, id))),
      };
    },
  );

  api.post(
    ROUTES.deleteMyExtension.path,
    {
      config: { ...user, rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary: 'Delete an extension with its versions and files',
        body: ExtensionIdBodySchema,
        response: { 200: DeleteResponseSchema, ...writeErrors },
      },
    },
    async request => {
      await deleteExtensionFor(deps(), currentUser(request), request.body.extensionId);
      return { deleted: true as const };
    },
  );

  api.post(
    ROUTES.deleteVersion.path,
    {
      config: { ...user, rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary: 'Delete one version of an extension and its file',
        body: DeleteVersionBodySchema,
        response: { 200: DeleteVersionResponseSchema, ...writeErrors },
      },
    },
    async request => ({
      extension: await deleteVersionFor(
        deps(),
        currentUser(request),
        request.body.extensionId,
        request.body.versionName,
      ),
    }),
  );

  api.post(
    ROUTES.myExtensions.path,
    {
      config: { tokens: true, rateLimit: perMinute(120, options) },
      schema: {
        tags,
        summary: "The caller's extensions with status, versions, downloads and likes",
        body: MyExtensionsBodySchema,
        response: { 200: MyExtensionsResponseSchema, ...writeErrors },
      },
    },
    async request => listMyExtensions(app.db, currentUser(request), request.body ?? {}),
  );

  api.post(
    ROUTES.updateLike.path,
    {
      config: { ...user, rateLimit: perMinute(120, options) },
      schema: {
        tags,
        summary: 'Like or unlike a published extension (omit "like" to toggle)',
        body: UpdateLikeBodySchema,
        response: { 200: UpdateLikeResponseSchema, ...writeErrors },
      },
    },
    async request => likeExtension(app.catalogue, currentUser(request), request.body),
  );

  api.get(
    ROUTES.myLikes.path,
    {
      config: user,
      schema: {
        tags,
        summary: 'The ids of the extensions the caller liked',
        response: { 200: MyLikesResponseSchema, ...writeErrors },
      },
    },
    async request => myLikes(app.db, currentUser(request)),
  );
}
