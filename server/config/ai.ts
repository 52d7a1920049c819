/**
 * AI provider settings from the environment. A provider is any OpenAI-compatible
 * chat-completions endpoint: OpenAI (AI_API_KEY, AI_MODEL), a local Ollama
 * (AI_BASE_URL=http://127.0.0.1:11434/v1) or llama.cpp server. Without AI_MODEL
 * and one of AI_BASE_URL / AI_API_KEY the built-in offline interpreter answers.
 */
export interface AiConfig {
  provider:
    | {
        baseUrl: string | undefined;
        apiKey: string;
        model: string;
      }
    | undefined;
  /** Per provider call, in milliseconds (AI_TIMEOUT_MS, default 12 s: two calls fit in the 30 s request timeout). */
  timeoutMs: number;
}

function readTimeout(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 12_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000) {
    throw new Error(
      `AI_TIMEOUT_MS must be a whole number from 100 to 60000, got "${raw}"`,
    );
  }
  return ms;
}

export function loadAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const baseUrl = env.AI_BASE_URL?.trim() || undefined;
  const apiKey = env.AI_API_KEY?.trim() || undefined;
  const model = env.AI_MODEL?.trim() || undefined;
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) {
    throw new Error(`AI_BASE_URL must start with http:// or https://, got "${baseUrl}"`);
  }
  const timeoutMs = readTimeout(env.AI_TIMEOUT_MS);
  if (!model || (!baseUrl && !apiKey)) return { provider: undefined, timeoutMs };
  // Local servers (Ollama, llama.cpp) ignore the key, but the SDK needs one.
  return { provider: { baseUrl, apiKey: apiKey ?? 'not-needed', model }, timeoutMs };
}
