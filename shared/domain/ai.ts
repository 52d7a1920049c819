/**
 * Limits and messages of the AI helper that turns plain words into a curl command
 * (spec §7 create-curl). Kept apart from the TypeBox schemas in shared/api/ai.ts
 * (which re-exports them) so the curl-to-blocks screen can show the limit without
 * TypeBox joining the browser bundle.
 */
import { MAX_TEXT_LENGTH } from '../curl/text-to-curl/interpret';

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
