/**
 * The chat-completions call through the `openai` SDK. The prompt asks for exactly
 * one curl command; a second attempt repeats the question with the reason the
 * first answer was refused.
 */
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiConfig } from '../../config/ai';

export interface CurlProvider {
  model: string;
  /** Returns the model's raw answer; throws on transport or HTTP errors. */
  ask(userInput: string, retry?: { answer: string; problem: string }): Promise<string>;
}

export const SYSTEM_PROMPT = [
  'You turn a description of an HTTP request into exactly one curl command.',
  'Answer with the command only: no explanation, no Markdown, no shell prompt, one line.',
  'Rules:',
  '- Start with `curl` and put the URL in single quotes; quote every value with single quotes.',
  '- Use only these options: -X, -H, -d, --data-raw, --json, --data-urlencode, -G, -u, -b, -A, -e, -m, --url-query.',
  '- Methods: GET, POST, PUT, PATCH or DELETE only. GET and DELETE have no body.',
  "- JSON bodies use --json. Form fields use -d name=value. Bearer tokens use -H 'Authorization: Bearer TOKEN'.",
  '- Never use shell variables, command substitution, pipes, redirects, files (@file) or several commands.',
  '- If the description gives no URL, use https://api.example.com/ and a fitting path.',
].join('\n');

function messages(
  userInput: string,
  retry?: { answer: string; problem: string },
): ChatCompletionMessageParam[] {
  const list: ChatCompletionMessageParam[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: userInput },
  ];
  if (retry) {
    list.push(
      { role: 'assistant', content: retry.answer },
      {
        role: 'user',
        content: `That answer cannot be used: ${retry.problem} Reply with one valid curl command only.`,
      },
    );
  }
  return list;
}

export function createProvider(config: AiConfig): CurlProvider | undefined {
  const settings = config.provider;
  if (!settings) return undefined;
  // The SDK loads at the first question, not with every server and command start.
  let client: Promise<OpenAI> | undefined;
  const connect = async () => {
    const { default: OpenAIClient } = await import('openai');
    return new OpenAIClient({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: config.timeoutMs,
      // One retry is ours (on an invalid answer); transport retries would multiply the wait.
      maxRetries: 0,
    });
  };
  return {
    model: settings.model,
    async ask(userInput, retry) {
      client ??= connect();
      const completion = await (
        await client
      ).chat.completions.create({
        model: settings.model,
        messages: messages(userInput, retry),
        temperature: 0,
        max_tokens: 600,
      });
      const content = completion.choices[0]?.message.content;
      if (typeof content !== 'string') throw new Error('The AI provider sent no text.');
      return content;
    },
  };
}
