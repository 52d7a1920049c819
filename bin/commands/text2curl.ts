/**
 * `aix-market text2curl [--json] "<words>"` prints one curl command for a plain
 * description. It uses the AI provider of AI_BASE_URL / AI_API_KEY / AI_MODEL when
 * set, else the offline interpreter; the engine is named on standard error.
 */
import { AppError } from '#server/errors';
import { loadAiConfig } from '#server/config/ai';
import { createProvider, type CurlProvider } from '#server/modules/ai/ai.provider';
import { createCurl } from '#server/modules/ai/ai.service';
import type { CliIo } from '../cli';
import type { CommandRun } from './index';

const USAGE =
  'Usage: aix-market text2curl [--json] "post json {\\"a\\":1} to https://api.example.com/items"\n';

export async function runText2Curl(
  args: string[],
  io: CliIo,
  provider: CurlProvider | undefined = createProvider(loadAiConfig(process.env)),
): Promise<number> {
  const json = args.includes('--json');
  const words = args.filter(arg => arg !== '--json').join(' ');
  if (words.trim() === '') {
    io.stderr(USAGE);
    return 2;
  }
  try {
    const answer = await createCurl(words, provider);
    if (json) io.stdout(`${JSON.stringify(answer)}\n`);
    else {
      io.stdout(`${answer.curl}\n`);
      const engine =
        answer.engine === 'provider'
          ? `AI model ${answer.model ?? ''}`
          : 'offline interpreter';
      io.stderr(`(answered by the ${engine})\n`);
      for (const warning of answer.warnings ?? []) io.stderr(`note: ${warning}\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (json) io.stdout(`${JSON.stringify({ ok: false, reason: error.message })}\n`);
    else io.stderr(`${error.message}\n`);
    return 2;
  }
}

export const run: CommandRun = (args, io) => runText2Curl(args, io);
