/**
 * `aix-market inspect <file.aix> [--json]`: what an extension file contains, as a
 * readable summary or as the metadata JSON. Exit 0 when read, 2 when the file is
 * refused (with `{"error":{"code","message"}}` under --json), 1 on anything else.
 */
import { formatAixSummary, isAixError } from '#shared/aix/index';
import { readAixFile } from '#server/aix/read-aix';
import type { CliIo } from '../cli';

const USAGE = 'Usage: aix-market inspect <file.aix> [--json]\n';

function errorJson(code: string, message: string): string {
  return `${JSON.stringify({ error: { code, message } })}\n`;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const json = args.includes('--json');
  const rest = args.filter(arg => arg !== '--json');
  const unknown = rest.find(arg => arg.startsWith('-') && arg !== '-');
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(USAGE);
    return 0;
  }
  if (unknown || rest.length !== 1 || !rest[0]) {
    const message = unknown
      ? `Unknown option ${unknown}.`
      : 'Give exactly one .aix file.';
    if (json) io.stdout(errorJson('BAD_ARGUMENTS', message));
    else io.stderr(`${message}\n${USAGE}`);
    return 2;
  }
  try {
    const metadata = await readAixFile(rest[0]);
    io.stdout(
      json ? `${JSON.stringify(metadata, null, 2)}\n` : formatAixSummary(metadata),
    );
    return 0;
  } catch (error) {
    if (isAixError(error)) {
      if (json) io.stdout(errorJson(error.code, error.message));
      else io.stderr(`${rest[0]}: ${error.message}\n`);
      return 2;
    }
    // Not the file's fault: say so in one line, never with a stack trace.
    const message = `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    if (json) io.stdout(errorJson('INTERNAL', message));
    else io.stderr(`${message}\n`);
    return 1;
  }
}
