/**
 * `aix-market curl2blocks [--target mit|kodular|niotron|appzard|androidbuilder] [--json]`
 * reads one curl command from standard input and prints App Inventor blocks XML.
 * With --json: `{"ok":true,"xml":"<xml ...>","warnings":[...]}`, or
 * `{"ok":false,"reason":"..."}` and exit status 2.
 */
import { curlToBlocks, isTargetId, TARGET_IDS, type TargetId } from '#shared/curl/index';
import type { CliIo } from '../cli';
import type { CommandRun } from './index';

const USAGE = `Usage: aix-market curl2blocks [--target ${TARGET_IDS.join('|')}] [--json] < command.txt\n`;

interface Options {
  target: TargetId;
  json: boolean;
}

function parseArgs(args: string[]): Options | string {
  const options: Options = { target: 'mit', json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--json') options.json = true;
    else if (arg === '--target' || arg.startsWith('--target=')) {
      const value = arg === '--target' ? args[++i] : arg.slice('--target='.length);
      if (value === undefined || !isTargetId(value)) {
        return `Unknown target "${value ?? ''}": use one of ${TARGET_IDS.join(', ')}.`;
      }
      options.target = value;
    } else return `Unknown argument "${arg}".`;
  }
  return options;
}

export async function runCurl2Blocks(args: string[], io: CliIo): Promise<number> {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.stderr(`${options}\n${USAGE}`);
    return 2;
  }
  const result = curlToBlocks(await io.readStdin(), { target: options.target });
  if (options.json) {
    io.stdout(
      `${JSON.stringify(
        result.ok
          ? { ok: true, xml: result.xml, warnings: result.warnings }
          : { ok: false, reason: result.reason },
      )}\n`,
    );
    return result.ok ? 0 : 2;
  }
  if (!result.ok) {
    io.stderr(`${result.reason}\n`);
    return 2;
  }
  io.stdout(`${result.xml}\n`);
  for (const warning of result.warnings)
    io.stderr(`warning (${warning.code}): ${warning.message}\n`);
  return 0;
}

export const run: CommandRun = runCurl2Blocks;
