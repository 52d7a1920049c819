/**
 * `aix-market login [--api URL] [--token T]`: checks an access token against the
 * server and keeps it in the user's config folder (0600) for the other commands.
 * Without --token it reads one line from standard input (paste it, or pipe it).
 */
import { parseArgs } from 'node:util';
import { listMyExtensions } from '#shared/api/client/publishing';
import { looksLikeToken, saveCredentials } from '../../studio/credentials';
import type { CliIo } from '../cli';
import { CONNECTION_OPTIONS, UsageError, connect, oneLineErrors } from './remote';

const USAGE =
  'Usage: aix-market login [--api URL] [--token aixm_…]   (or paste the token on stdin)\n';

export async function run(args: string[], io: CliIo): Promise<number> {
  return oneLineErrors(io, USAGE, async () => {
    const { values, positionals } = parseArgs({
      args,
      options: CONNECTION_OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`Unexpected "${positionals[0]}".`);
    const token = (values.token ?? (await io.readStdin())).trim();
    if (!looksLikeToken(token)) {
      throw new UsageError('That is not an access token (they start with "aixm_").');
    }
    const { api, base } = await connect({ api: values.api, token }, true);
    const mine = await listMyExtensions(api, {});
    const file = await saveCredentials({ api: base, token });
    io.stdout(
      `Logged in to ${base} (${mine.total} extension${mine.total === 1 ? '' : 's'}). Token saved in ${file}.\n`,
    );
    return 0;
  });
}
