/**
 * curl command → App Inventor blocks, with the parser injected (see parser.ts).
 * Input is hostile: it is length-checked before parsing and never executed.
 */
import { analyzeCommand } from './analyze/index';
import { toBlocksXml } from './blocks/index';
import { CurlParseError, type CurlParser } from './parser';
import { TARGETS } from './targets';
import { MAX_CURL_LENGTH, type ConversionResult, type TargetId } from './types';

export interface ConvertOptions {
  target?: TargetId;
}

function firstLine(message: string): string {
  return message.split('\n')[0]?.trim() ?? message;
}

export function convertCurl(
  command: string,
  options: ConvertOptions,
  parse: CurlParser,
): ConversionResult {
  const target = TARGETS[options.target ?? 'mit'];
  const trimmed = command.trim();
  if (trimmed === '') {
    return {
      ok: false,
      code: 'input',
      reason: 'Paste a curl command, for example: curl https://example.com',
    };
  }
  if (command.length > MAX_CURL_LENGTH) {
    return {
      ok: false,
      code: 'input',
      reason: `The command is ${command.length} characters long; the limit is ${MAX_CURL_LENGTH}.`,
    };
  }
  if (command.includes('\0')) {
    return { ok: false, code: 'input', reason: 'The command contains a NUL character.' };
  }
  let parsed;
  try {
    parsed = parse(trimmed);
  } catch (error) {
    if (!(error instanceof CurlParseError)) throw error;
    return {
      ok: false,
      code: 'parse',
      reason: `This is not a curl command curl would accept: ${firstLine(error.message)}`,
    };
  }
  const analysis = analyzeCommand(parsed, trimmed, target);
  if (!analysis.ok) return analysis;
  return {
    ok: true,
    target: target.id,
    ...toBlocksXml(analysis.request, target),
    request: analysis.request,
    warnings: analysis.warnings,
  };
}
