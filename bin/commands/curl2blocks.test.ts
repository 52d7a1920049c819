/** `aix-market curl2blocks` and `text2curl`, in process and once through the real CLI. */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '#server/modules/ai/ai-testing';
import { loadAiConfig } from '#server/config/ai';
import { createProvider } from '#server/modules/ai/ai.provider';
import type { CliIo } from '../cli';
import { runCurl2Blocks } from './curl2blocks';
import { runText2Curl } from './text2curl';

function memoryIo(stdin = '') {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: text => void (out.stdout += text),
    stderr: text => void (out.stderr += text),
    readStdin: () => Promise.resolve(stdin),
  };
  return { io, out };
}

describe('aix-market curl2blocks', () => {
  it('prints the JSON shape of the issue', async () => {
    const { io, out } = memoryIo("curl -k -d 'a=1' http://localhost:28139/x");
    expect(await runCurl2Blocks(['--json'], io)).toBe(0);
    const printed = JSON.parse(out.stdout) as {
      ok: boolean;
      xml: string;
      warnings: { code: string }[];
    };
    expect(Object.keys(printed)).toEqual(['ok', 'xml', 'warnings']);
    expect(printed.ok).toBe(true);
    expect(printed.xml).toMatch(
      /^<xml xmlns="https:\/\/developers\.google\.com\/blockly\/xml">/,
    );
    expect(printed.warnings.map(w => w.code)).toEqual(['insecure']);
  });

  it('answers 2 with a reason for what cannot be converted and for bad arguments', async () => {
    const head = memoryIo('curl -I http://localhost:28139/x');
    expect(await runCurl2Blocks(['--json'], head.io)).toBe(2);
    expect(JSON.parse(head.out.stdout)).toEqual({
      ok: false,
      reason:
        'curl -I/--head sends a HEAD request; the Web component cannot send HEAD requests.',
    });
    const patch = memoryIo('curl -X PATCH -d a=1 http://h/x');
    expect(await runCurl2Blocks(['--target', 'kodular'], patch.io)).toBe(2);
    expect(patch.out.stderr).toMatch(
      /Kodular's Web component \(version 6\) has no PatchText/,
    );
    const bad = memoryIo('curl http://h/');
    expect(await runCurl2Blocks(['--target=thunkable'], bad.io)).toBe(2);
    expect(bad.out.stderr).toMatch(/Unknown target "thunkable"/);
  });

  it('runs as `npm run -s cli -- curl2blocks --json < file`', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bin/cli.ts', 'curl2blocks', '--json'],
      {
        input: 'curl -X OPTIONS http://localhost:28139/x',
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    const printed = JSON.parse(run.stdout) as { ok: boolean; reason: string };
    expect(printed.ok).toBe(false);
    expect(printed.reason).toMatch(/OPTIONS/);
  });
});

describe('aix-market text2curl', () => {
  let chat: FakeChatServer;
  beforeAll(async () => {
    chat = await startFakeChatServer();
  });
  afterAll(() => chat.close());

  it('answers offline without a provider and says so', async () => {
    const { io, out } = memoryIo();
    const code = await runText2Curl(
      ['get', 'https://api.example.com/users', 'page=2'],
      io,
      undefined,
    );
    expect(code).toBe(0);
    expect(out.stdout).toBe("curl 'https://api.example.com/users?page=2'\n");
    expect(out.stderr).toBe('(answered by the offline interpreter)\n');
  });

  it('uses the configured provider', async () => {
    chat.script({ content: "curl 'https://api.example.com/items' -d 'a=1'" });
    const provider = createProvider(
      loadAiConfig({
        AI_BASE_URL: chat.baseUrl,
        AI_MODEL: 'local-llama',
        AI_TIMEOUT_MS: '2000',
      }),
    );
    const { io, out } = memoryIo();
    expect(await runText2Curl(['--json', 'add an item a=1'], io, provider)).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      curl: "curl 'https://api.example.com/items' -d 'a=1'",
      engine: 'provider',
      model: 'local-llama',
      warnings: [],
    });
  });

  it('answers 2 with a clear error', async () => {
    const { io, out } = memoryIo();
    expect(await runText2Curl(['list', 'users'], io, undefined)).toBe(2);
    expect(out.stderr).toMatch(/could not find a URL/);
    expect(await runText2Curl([], memoryIo().io, undefined)).toBe(2);
  });
});
