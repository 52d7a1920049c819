/**
 * Plain words → one checked curl command. With a provider: ask, check the answer
 * (curlconverter + our converter), ask once more with the reason when it is not
 * usable; the offline interpreter answers when no provider is configured, when the
 * provider fails, or when both of its answers were refused. Nothing that fails the
 * check is ever returned. No input reaches a shell: it only goes to the model and
 * to the parsers.
 */
import { AI_LIMITS, AI_MESSAGES, type CreateCurlResponse } from '#shared/api/ai';
import { checkCurlAnswer, textToCurlOffline } from '#shared/curl/text-to-curl/index';
import { badRequest } from '../../errors';
import type { CurlProvider } from './ai.provider';

export interface ServiceLog {
  warn(details: object, message: string): void;
}

/** Control characters are meaningless in a description; they never reach the model. */
function cleanInput(raw: string): string {
  const input = [...raw]
    .map(ch => {
      const code = ch.charCodeAt(0);
      return (code < 0x20 && ch !== '\n' && ch !== '\t') || code === 0x7f ? ' ' : ch;
    })
    .join('')
    .trim();
  if (input === '') throw badRequest(AI_MESSAGES.emptyInput, 'userInput');
  if (input.length > AI_LIMITS.maxInput)
    throw badRequest(AI_MESSAGES.tooLong, 'userInput');
  return input;
}

function offline(input: string, notes: string[]): CreateCurlResponse {
  const result = textToCurlOffline(input);
  if (!result.ok) {
    const why = [result.reason, ...result.warnings].join(' ');
    throw badRequest(notes.length > 0 ? `${notes.join(' ')} ${why}` : why, 'userInput');
  }
  return {
    curl: result.curl,
    engine: 'offline',
    warnings: [...notes, ...result.warnings],
  };
}

export const AI_PROVIDER_FAILED =
  'The AI helper is not available right now; the offline interpreter answered instead.';

async function fromProvider(
  input: string,
  provider: CurlProvider,
  log: ServiceLog | undefined,
): Promise<CreateCurlResponse | string> {
  let retry: { answer: string; problem: string } | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    let answer: string;
    try {
      answer = await provider.ask(input, retry);
    } catch (error) {
      // The provider's text can carry key fragments and internal host names: it goes to
      // our log only, the visitor gets a message that says nothing about the provider.
      log?.warn({ err: error, model: provider.model }, 'AI provider call failed');
      return AI_PROVIDER_FAILED;
    }
    const checked = checkCurlAnswer(answer);
    if (checked.ok) {
      return {
        curl: checked.curl,
        engine: 'provider',
        model: provider.model,
        warnings: checked.warnings,
      };
    }
    log?.warn(
      { model: provider.model, attempt, problem: checked.reason },
      'AI answer refused',
    );
    retry = { answer: answer.slice(0, 4000), problem: checked.reason };
  }
  return `The AI model's answers were not usable curl commands (${retry?.problem ?? 'unknown'}); the offline interpreter answered instead.`;
}

export async function createCurl(
  userInput: string,
  provider: CurlProvider | undefined,
  log?: ServiceLog,
): Promise<CreateCurlResponse> {
  const input = cleanInput(userInput);
  if (!provider) return offline(input, []);
  const answer = await fromProvider(input, provider, log);
  return typeof answer === 'string' ? offline(input, [answer]) : answer;
}
