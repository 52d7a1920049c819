/**
 * What the commands that talk to a server share: their --api/--token flags (or
 * AIX_MARKET_API / AIX_MARKET_TOKEN, or the saved login), the client, and one-line
 * errors with exit code 2, whatever went wrong.
 */
import type { ParseArgsConfig } from 'node:util';
import { toApiError } from '#shared/api/client/http';
import type { ApiClient } from '#shared/api/client/http';
import { isAixError } from '#shared/aix/index';
import { tokenClient } from '../../studio/client';
import { resolveCredentials } from '../../studio/credentials';
import type { CliIo } from '../cli';

export const CONNECTION_OPTIONS = {
  api: { type: 'string' },
  token: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

export class UsageError extends Error {}

export async function connect(
  flags: { api?: string | undefined; token?: string | undefined },
  needToken: boolean,
): Promise<{ api: ApiClient; base: string }> {
  const { api, token } = await resolveCredentials(flags);
  if (needToken && !token) {
    throw new UsageError(
      'No access token: run "aix-market login", or pass --token or AIX_MARKET_TOKEN (Account › Access tokens on the website).',
    );
  }
  return { api: tokenClient(api, token), base: api };
}

/** Runs a command body; every failure becomes one line on stderr and exit code 2. */
export async function oneLineErrors(
  io: CliIo,
  usage: string,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    // node:util parseArgs says what is wrong with the arguments (ERR_PARSE_ARGS_*).
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
      return 2;
    }
    const message = isAixError(error)
      ? error.message
      : error instanceof Error && error.name !== 'AxiosError' && !('status' in error)
        ? error.message
        : toApiError(error).message;
    io.stderr(`${message.replace(/\s*\n\s*/g, ' ')}\n`);
    return 2;
  }
}
