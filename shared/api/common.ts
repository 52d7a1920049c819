/** Schemas every resource shares: the error body and small reusable pieces. */
import Type from 'typebox';

export const ErrorBodySchema = Type.Object(
  {
    error: Type.Object({
      code: Type.Union([Type.String(), Type.Number()]),
      message: Type.String(),
      field: Type.Optional(Type.String()),
    }),
  },
  { $id: 'ErrorBody', description: 'Every failed call answers with this shape.' },
);

/** Standard error responses a route may add to its own success schema. */
export const errorResponses = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
} as const;

export const IsoDate = Type.String({ description: 'ISO-8601 UTC time' });

/**
 * Control characters a person never types: NUL (PostgreSQL cannot even store it) and
 * the other C0 controls. Multi-line text keeps tab, line feed and carriage return;
 * one-line fields (names, emails, ids, URLs) keep none. Every free-text field of
 * every request uses one of these (server/modules/request-schemas.test.ts checks).
 */
export const TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
export const LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';

type StringOptions = Parameters<typeof Type.String>[0];

/** Multi-line text a person wrote (messages, notes, descriptions). */
export const Text = (options: StringOptions = {}) =>
  Type.String({ ...options, pattern: TEXT_PATTERN });
/** One line: names, emails, ids, search text, URLs. */
export const Line = (options: StringOptions = {}) =>
  Type.String({ ...options, pattern: LINE_PATTERN });

type IntegerOptions = Parameters<typeof Type.Integer>[0] & {
  minimum: number;
  maximum: number;
};

/**
 * A bounded number a request may carry. `finite` is our AJV keyword (server/plugins/
 * validation.ts): AJV's type coercion turns "Infinity" and "1e309" into Infinity and
 * then skips minimum/maximum, so the bounds alone do not keep them out.
 */
export const Int = (options: IntegerOptions) =>
  Type.Integer({ ...options, finite: true });
export const Num = (options: IntegerOptions) => Type.Number({ ...options, finite: true });
