/**
 * Upload and file routes (shared/api/uploads.ts): the spec's
 * `/authenticated/api/upload/cloudinary`, public content-addressed files, and the
 * uploader's own .aix drafts. Multipart is registered in this scope only, so no
 * other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { aixErrorStatus, isAixError } from '#shared/aix/index';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import {
  FileParamsSchema,
  MAX_AIX_BYTES,
  UPLOAD_FILE_FIELD,
  UploadIdParamsSchema,
  UploadQuerySchema,
  UploadResponseSchema,
} from '#shared/api/uploads';
import type { UploadsConfig } from '../../config/uploads';
import { AppError, forbidden, notFound } from '../../errors';
import { ImageError } from '../../images/images';
import { currentUser } from '../../plugins/auth';
import { parseFacts } from '#shared/aix/facts';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { attachmentDisposition, downloadName } from './uploads.files';
import { claimingStorage } from './blobs';
import { storageUsedBy } from './blobs.repository';
import { quotaFull, receiveFile, UploadGate } from './uploads.intake';
import { findPublicUpload, findUpload } from './uploads.repository';
import { handleUpload } from './uploads.service';
import type { FetchPageOptions } from '../link-preview/fetch-page';
import { ROUTES } from '#shared/api/routes';

const tags = ['uploads'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The reader's and the image checker's refusals keep their own code and one-line message. */
function refusal(
  error: unknown,
): { status: number; code: string; message: string } | null {
  if (isAixError(error)) {
    return {
      status: aixErrorStatus(error.code),
      code: error.code,
      message: error.message,
    };
  }
  if (error instanceof ImageError) {
    return { status: error.status, code: error.code, message: error.message };
  }
  return null;
}

function sendRefusal(reply: FastifyReply, error: unknown) {
  const refused = refusal(error);
  if (!refused) throw error;
  return reply
    .status(refused.status)
    .send({ error: { code: refused.code, message: refused.message } });
}

export interface UploadRouteOptions extends RouteLimitOptions {
  uploads: UploadsConfig;
  /** How an .aix's remote icon is fetched (the link-preview guard's defaults otherwise). */
  iconFetch?: FetchPageOptions;
}

export async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions) {
  await app.register(multipart, {
    limits: { fileSize: MAX_AIX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 64 },
  });
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const gate = new UploadGate(options.uploads);
  const storage = claimingStorage(app.db, app.storage);

  api.post(
    ROUTES.upload.path,
    {
      config: { tokens: true, rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary: 'Upload an image, a docs attachment or an .aix build',
        description:
          'multipart/form-data, one part named "file"; purpose icon, image, attachment or aix (query or a "purpose" part before the file). Types are judged by the bytes.',
        querystring: UploadQuerySchema,
        response: {
          200: UploadResponseSchema,
          ...errorResponses,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the file as multipart/form-data in a part named "${UPLOAD_FILE_FIELD}".`,
        );
      }
      // Refused before a byte of the body is read, so a refusal costs nothing.
      const leave = gate.enter(user.id);
      try {
        const used = await storageUsedBy(app.db, user.id);
        const quota = options.uploads.quotaBytes;
        if (used >= quota) throw quotaFull(used, quota);
        const file = await receiveFile(request, {
          spoolDir: options.uploads.spoolDir,
          room: quota - used,
          used,
          quota,
          purpose: request.query.purpose,
        });
        return await handleUpload(
          {
            db: app.db,
            storage,
            ...(options.iconFetch ? { iconFetch: options.iconFetch } : {}),
          },
          user,
          file.purpose,
          file.bytes,
          file.filename,
        );
      } catch (error) {
        // The rest of a refused body is not worth reading; close the connection.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        return sendRefusal(reply, error);
      } finally {
        leave();
      }
    },
  );

  api.get(
    ROUTES.file.path,
    {
      config: { rateLimit: perMinute(600, options) },
      schema: {
        tags,
        summary: 'A public stored file (images, docs attachments), content-addressed',
        // No response schema: the body is the file's bytes (errors keep the usual shape).
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const { namespace, name } = request.params;
      const sha256 = name.slice(0, 64);
      const key = `${namespace}/${sha256}`;
      const etag = `"${sha256}"`;
      const row = await findPublicUpload(app.db, key);
      if (!row) throw notFound('No such file');
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        // A stored file is never a page: nothing in it may run or load anything.
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const stream = await app.storage.stream(key);
      if (!stream) throw notFound('No such file');
      if (row.kind === 'attachment' && !row.mime.startsWith('image/')) {
        reply.header(
          'content-disposition',
          attachmentDisposition(downloadName(row.original_name, row.mime)),
        );
      }
      return reply.type(row.mime).header('content-length', row.size).send(stream);
    },
  );

  api.get(
    ROUTES.uploadedAix.path,
    {
      config: { tokens: true, rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Download an uploaded .aix draft (its uploader or an admin)',
        params: UploadIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findUpload(app.db, request.params.uploadId);
      if (!row || row.kind !== 'aix') throw notFound('No such upload');
      if (row.user_id !== user.id && user.role !== 'admin') {
        throw forbidden('This upload belongs to somebody else');
      }
      const stream = await app.storage.stream(row.storage_key);
      if (!stream) throw notFound('No such upload');
      const facts = parseFacts(row.metadata);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          attachmentDisposition(`${facts?.packageName ?? 'extension'}.aix`),
        )
        .send(stream);
    },
  );
}
