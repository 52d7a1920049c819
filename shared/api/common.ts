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
