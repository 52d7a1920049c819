/**
 * The gate every text-to-curl answer passes, whichever engine wrote it: exactly
 * one curl command, no shell operators, parsed by curlconverter and accepted by
 * our converter (so the user can turn it into blocks next).
 */
import { curlToBlocks } from '../index';
import { MAX_CURL_LENGTH } from '../types';

export type CurlCheck =
  { ok: true; curl: string; warnings: string[] } | { ok: false; reason: string };

/** Models like to wrap commands in Markdown fences or a `$ ` prompt. */
export function cleanAnswer(answer: string): string {
  let text = answer.trim();
  const fenced = /^```[a-z]*\s*\n([\s\S]*?)\n?```$/i.exec(text);
  if (fenced) text = (fenced[1] ?? '').trim();
  return text.replace(/^\$\s+/, '').trim();
}

/**
 * The first shell operator outside quotes (`|`, `;`, `&`, `<`, `>`, a backtick,
 * `$(` or a line break that is not a continuation), or undefined.
 */
export function shellOperator(command: string): string | undefined {
  let quote: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const ch = command.charAt(i);
    if (quote) {
      if (ch === quote) quote = undefined;
      else if (ch === '\\' && quote === '"') i++;
      else if (
        quote === '"' &&
        (ch === '`' || (ch === '$' && command.charAt(i + 1) === '('))
      ) {
        return ch === '`' ? '`' : '$(';
      }
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '\\') {
      i++;
    } else if ('|;&<>`'.includes(ch)) return ch;
    else if (ch === '$' && command.charAt(i + 1) === '(') return '$(';
    else if (ch === '\n' || ch === '\r') return 'a line break';
  }
  return undefined;
}

export function checkCurlAnswer(answer: string): CurlCheck {
  const curl = cleanAnswer(answer);
  if (!/^curl\s/.test(curl))
    return { ok: false, reason: 'The answer is not a curl command.' };
  if (curl.length > MAX_CURL_LENGTH)
    return { ok: false, reason: 'The curl command is too long.' };
  const operator = shellOperator(curl);
  if (operator) {
    return {
      ok: false,
      reason: `The answer is not one plain curl command: it contains ${operator} outside quotes.`,
    };
  }
  const result = curlToBlocks(curl);
  if (!result.ok) return { ok: false, reason: result.reason };
  if (result.warnings.some(w => w.code === 'multiple-requests')) {
    return { ok: false, reason: 'The answer makes more than one request.' };
  }
  return { ok: true, curl, warnings: result.warnings.map(w => w.message) };
}
