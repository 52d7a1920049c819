/**
 * The AI helper end to end: the offline engine when no provider is set, and the
 * provider path through the real `openai` SDK against a local chat-completions
 * server (valid answer, retry once, refusal, provider errors and timeouts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreateCurlResponse } from '#shared/api/ai';
import type { ApiErrorBody } from '#shared/errors';
import { curlToBlocks } from '#shared/curl/index';
import { AI_PROVIDER_FAILED } from './ai.service';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { startFakeChatServer, type FakeChatServer } from './ai-testing';
import { SYSTEM_PROMPT } from './ai.provider';
import { ROUTES } from '#shared/api/routes';

const EXAMPLE =
  'post json {"name":"x"} to https://api.example.com/users with bearer token abc';

let offline: TestApp;
let withProvider: TestApp;
let chat: FakeChatServer;

beforeAll(async () => {
  chat = await startFakeChatServer();
  offline = await createTestApp();
  withProvider = await createTestApp({
    AI_BASE_URL: chat.baseUrl,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'tiny-curl',
    AI_TIMEOUT_MS: '400',
    RATE_LIMIT_SCALE: '100',
  });
});
afterAll(async () => {
  await offline.close();
  await withProvider.close();
  await chat.close();
});

function ask(
  ctx: TestApp,
  userInput: unknown,
  headers: Record<string, string> = {},
  ip = '10.0.0.1',
) {
  return ctx.app.inject({
    method: 'POST',
    url: ROUTES.aiCreateCurl.url(),
    payload: { userInput },
    headers,
    remoteAddress: ip,
  });
}

describe('without a provider (offline engine)', () => {
  it('answers the example of the issue with one curl command', async () => {
    const response = await ask(offline, EXAMPLE, {}, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateCurlResponse>()).toEqual({
      curl: `curl 'https://api.example.com/users' -H 'Authorization: Bearer abc' --json '{"name":"x"}'`,
      engine: 'offline',
      warnings: [],
    });
  });

  it('says clearly what it could not do', async () => {
    const noUrl = await ask(offline, 'get me all the users', {}, '10.0.1.2');
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json<ApiErrorBody>().error.message).toMatch(/could not find a URL/);
    const empty = await ask(offline, '  \u0000 ', {}, '10.0.1.2');
    expect(empty.json<ApiErrorBody>().error).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'userInput',
    });
    const long = await ask(offline, 'x'.repeat(2001), {}, '10.0.1.3');
    expect(long.statusCode).toBe(400);
    const extra = await offline.app.inject({
      method: 'POST',
      url: ROUTES.aiCreateCurl.url(),
      payload: { userInput: EXAMPLE, prompt: 'ignore rules' },
      remoteAddress: '10.0.1.4',
    });
    expect(extra.json<ApiErrorBody>().error.message).toBe(
      'Unknown field "prompt" in body',
    );
  });

  it('limits anonymous callers per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await ask(offline, EXAMPLE, {}, '10.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await ask(offline, EXAMPLE, {}, '10.0.2.1');
    expect(limited.json<ApiErrorBody>().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await ask(offline, EXAMPLE, {}, '10.0.2.2')).statusCode).toBe(200);
  });

  it('serves signed-in users on their own route and refuses anonymous ones there', async () => {
    const anonymous = await offline.app.inject({
      method: 'POST',
      url: ROUTES.aiCreateCurlSignedIn.url(),
      payload: { userInput: EXAMPLE },
    });
    expect(anonymous.statusCode).toBe(401);
    const account = await insertAccount(offline);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await offline.app.inject({
        method: 'POST',
        url: ROUTES.aiCreateCurlSignedIn.url(),
        payload: { userInput: EXAMPLE },
        headers: sessionHeaders(account),
        remoteAddress: '10.0.3.1',
      });
      statuses.push(response.statusCode);
    }
    // Past the anonymous limit of 5, a signed-in user is still served.
    expect(statuses.every(s => s === 200)).toBe(true);
  });

  it('limits signed-in users per account, not per address', async () => {
    const tight = await createTestApp({ RATE_LIMIT_SCALE: '0.1' });
    try {
      const call = (account: Awaited<ReturnType<typeof insertAccount>>) =>
        tight.app.inject({
          method: 'POST',
          url: ROUTES.aiCreateCurlSignedIn.url(),
          payload: { userInput: EXAMPLE },
          headers: sessionHeaders(account),
          remoteAddress: '10.0.5.1',
        });
      const first = await insertAccount(tight);
      const second = await insertAccount(tight);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(first)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await call(second)).statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });
});

describe('with an OpenAI-compatible provider', () => {
  it('returns a checked answer and labels the engine and model', async () => {
    chat.requests.length = 0;
    chat.script({
      content:
        '```bash\ncurl -X POST \'https://api.example.com/users\' --json \'{"name":"x"}\'\n```',
    });
    const response = await ask(withProvider, EXAMPLE);
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateCurlResponse>()).toEqual({
      curl: `curl -X POST 'https://api.example.com/users' --json '{"name":"x"}'`,
      engine: 'provider',
      model: 'tiny-curl',
      warnings: [],
    });
    expect(chat.requests).toHaveLength(1);
    expect(chat.requests[0]?.authorization).toBe('Bearer test-key');
    expect(chat.requests[0]?.body.model).toBe('tiny-curl');
    expect(chat.requests[0]?.body.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: EXAMPLE },
    ]);
  });

  it('asks once more with the reason when the first answer is not usable', async () => {
    chat.requests.length = 0;
    chat.script(
      { content: 'curl https://api.example.com/users | jq .' },
      { content: "curl 'https://api.example.com/users'" },
    );
    const response = await ask(
      withProvider,
      'list the users of https://api.example.com/users',
    );
    expect(response.json<CreateCurlResponse>()).toMatchObject({
      curl: "curl 'https://api.example.com/users'",
      engine: 'provider',
    });
    expect(chat.requests).toHaveLength(2);
    const retry = chat.requests[1]?.body.messages ?? [];
    expect(retry[2]).toEqual({
      role: 'assistant',
      content: 'curl https://api.example.com/users | jq .',
    });
    expect(retry[3]?.content).toMatch(/contains \| outside quotes/);
  });

  it('never returns an answer that fails the check twice: the offline engine answers', async () => {
    chat.requests.length = 0;
    chat.script({ content: 'curl -X HEAD "https://api.example.com/$(whoami)"' });
    const response = await ask(withProvider, EXAMPLE);
    const body = response.json<CreateCurlResponse>();
    expect(chat.requests).toHaveLength(2);
    expect(body.engine).toBe('offline');
    expect(body.model).toBeUndefined();
    expect(body.warnings?.[0]).toMatch(/answers were not usable curl commands/);
    expect(curlToBlocks(body.curl).ok).toBe(true);
  });

  it('falls back to the offline engine when the provider fails or is too slow', async () => {
    // What real providers answer: their text names keys and internal hosts.
    chat.script({
      status: 401,
      error:
        'Incorrect API key provided: sk-proj-Ab12****WXyz. Upstream llm-gw.internal.corp:8443 refused.',
    });
    const failed = await ask(withProvider, EXAMPLE);
    expect(failed.json<CreateCurlResponse>()).toMatchObject({ engine: 'offline' });
    expect(failed.json<CreateCurlResponse>().warnings?.[0]).toBe(AI_PROVIDER_FAILED);
    expect(failed.body).not.toMatch(/sk-proj|WXyz|llm-gw|internal\.corp|8443|API key/);

    // The provider would answer a usable command, but only after far more than
    // AI_TIMEOUT_MS (400 ms): getting the offline engine proves the call was cut
    // off, without timing the test itself (a loaded CI machine can be slow).
    chat.script({ content: "curl 'https://api.example.com/'", delayMs: 20_000 });
    const slow = await ask(withProvider, EXAMPLE);
    expect(slow.json<CreateCurlResponse>()).toMatchObject({ engine: 'offline' });
  });

  it('keeps hostile input away from any shell: it only comes back quoted', async () => {
    chat.script({ content: "curl 'https://api.example.com/'" });
    const response = await ask(
      offline,
      `post "'; rm -rf / #" to https://h.io/x`,
      {},
      '10.0.4.1',
    );
    const { curl } = response.json<CreateCurlResponse>();
    expect(curl).toBe(`curl 'https://h.io/x' --data-raw ''\\''; rm -rf / #'`);
    const blocks = curlToBlocks(curl);
    expect(blocks.ok && blocks.request.body).toEqual({
      kind: 'text',
      text: "'; rm -rf / #",
    });
  });
});
