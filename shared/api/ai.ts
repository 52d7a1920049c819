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

export const AI_LIMITS = {
  /** Characters of userInput. */
  maxInput: MAX_TEXT_LENGTH,
  /** Requests per minute per address on the public route. */
  publicPerMinute: 5,
  /** Requests per minute per user on the signed-in route. */
  userPerMinute: 30,
} as const;

export const AI_MESSAGES = {
  emptyInput:
    'Describe the request you want, for example: get https://api.example.com/users',
  tooLong: `The description can be at most ${MAX_TEXT_LENGTH} characters long.`,
  rateLimited: (seconds: number) =>
    `Too many AI requests. Try again in ${seconds} s, or sign in for a higher limit.`,
} as const;

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
