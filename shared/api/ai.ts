/**
 * HTTP contract of the AI helper that turns plain words into one curl command
 * (spec §7): `POST /private/api/ai/create-curl` for everybody (strict limit per
 * address) and `POST /authenticated/api/ai/create-curl` for signed-in users
 * (looser limit per user), both with `{ userInput }`.
 *
 * The answer is always exactly one curl command that curlconverter parses and the
 * curl-to-blocks converter accepts, plus which engine wrote it: `provider` (an
 * OpenAI-compatible chat-completions endpoint, `model` names it) or `offline` (the
 * built-in rule-based interpreter). `warnings` lists what was not understood and
 * how the request will differ once it becomes App Inventor blocks.
 *
 * 400 when the input is empty, too long, or cannot be turned into a request (the
 * message says why); 429 past the rate limit.
 */
import Type from 'typebox';
import { MAX_TEXT_LENGTH } from '../curl/text-to-curl/interpret';
import { Text } from './common';

export * from '../domain/ai';

export const CreateCurlBodySchema = Type.Object(
  {
    userInput: Text({
      maxLength: MAX_TEXT_LENGTH,
      description: `What the request should do, in plain words (1 to ${MAX_TEXT_LENGTH} characters).`,
    }),
  },
  { additionalProperties: false, $id: 'CreateCurlBody' },
);
export type CreateCurlBody = Type.Static<typeof CreateCurlBodySchema>;

export const CurlEngineSchema = Type.Union([
  Type.Literal('provider'),
  Type.Literal('offline'),
]);
export type CurlEngine = Type.Static<typeof CurlEngineSchema>;

export const CreateCurlResponseSchema = Type.Object(
  {
    curl: Type.String({ description: 'Exactly one curl command.' }),
    engine: CurlEngineSchema,
    model: Type.Optional(
      Type.String({ description: 'The provider model, when engine is provider.' }),
    ),
    warnings: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'CreateCurlResponse' },
);
export type CreateCurlResponse = Type.Static<typeof CreateCurlResponseSchema>;
