/**
 * One error shape for every API failure: `{ error: { code, message, field? } }`.
 * Validation errors become 400 with a readable message; unknown errors are logged
 * with the request and answered with a generic 500 that leaks nothing.
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { LINE_PATTERN, TEXT_PATTERN } from '#shared/api/common';
import type { ApiErrorBody, ErrorCode } from '#shared/errors';
import { AppError, fromUniqueViolation } from '../errors';
import { FINITE_KEYWORD } from './validation';

const CONTROL_PATTERNS = new Set([LINE_PATTERN, TEXT_PATTERN]);

/** The form field a value's error is about: the last name in its path. */
function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const name = first.instancePath
    .split('/')
    .filter(part => !/^\d*$/.test(part))
    .at(-1);
  return name || undefined;
}

/** "account_number" or "userEmail" → "Account number", "User email": a field as a form names it. */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (count: number, word: string) =>
  `${count} ${word}${count === 1 ? '' : 's'}`;

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params: Record<string, unknown> = first.params;
  if (first.keyword === 'additionalProperties') {
    return `Unknown field "${String(params.additionalProperty)}" in ${where}`;
  }
  if (first.keyword === 'required') {
    return `Missing field "${String(params.missingProperty)}" in ${where}`;
  }
  const subject = path ? `"${path}"` : where;
  if (first.keyword === 'pattern' && CONTROL_PATTERNS.has(String(params.pattern))) {
    return `${subject} must not contain control characters`;
  }
  if (first.keyword === FINITE_KEYWORD) return `${subject} must be a finite number`;
  // Lengths in the words a form uses, never the schema's "must NOT have fewer than".
  const field = fieldOf(error);
  if (field && (first.keyword === 'minLength' || first.keyword === 'maxLength')) {
    const limit = Number(params.limit);
    return first.keyword === 'minLength'
      ? `${labelOf(field)} needs at least ${plural(limit, 'character')}.`
      : `${labelOf(field)} can be at most ${plural(limit, 'character')}.`;
  }
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    const named = params.allowedValues.filter(value => value !== '').map(String);
    if (named.length <= 20) return `${subject} must be one of: ${named.join(', ')}`;
  }
  return `${subject} ${first.message ?? 'is invalid'}`;
}

function statusCode(error: FastifyError): number {
  return typeof error.statusCode === 'number' && error.statusCode >= 400
    ? error.statusCode
    : 500;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export const errorsPlugin = fp(
  async app => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const known = error instanceof AppError ? error : fromUniqueViolation(error);
      if (known) {
        const body: ApiErrorBody = {
          error: { code: known.code, message: known.message },
        };
        if (known.field) body.error.field = known.field;
        return reply.status(known.statusCode).send(body);
      }
      if (error.validation) {
        const body: ApiErrorBody = {
          error: { code: 'BAD_REQUEST', message: describeValidation(error) },
        };
        const field = fieldOf(error);
        if (field) body.error.field = field;
        return reply.status(400).send(body);
      }
      const status = statusCode(error);
      if (status < 500) {
        const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
        return reply
          .status(status)
          .send({ error: { code, message: error.message } } satisfies ApiErrorBody);
      }
      request.log.error(
        { err: error, url: request.url, method: request.method },
        'unhandled error',
      );
      return reply.status(500).send({
        error: {
          code: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
        },
      } satisfies ApiErrorBody);
    });
  },
  { name: 'errors' },
);
