/**
 * Emulator sign-in is for a developer's own machine: the real server process refuses
 * to start with the Auth emulator on a non-loopback HOST and says why, unless
 * ALLOW_EMULATOR_ON_NETWORK=1 says it is meant. Sandbox payments likewise need
 * ALLOW_SANDBOX_PAYMENTS=1 there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-emulator-host-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts server/main.ts; resolves with its exit and output, or 'listening'. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      FIREBASE_PROJECT_ID: 'demo-aix-host',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>(resolve => child.once('exit', resolve));
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null)
      return { state: 'exited' as const, code: await exited, output };
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      response => response.ok,
      () => false,
    );
    if (up) {
      child.kill('SIGTERM');
      await exited;
      return { state: 'listening' as const, code: null, output };
    }
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server neither started nor exited:\n${output}`);
}

describe('emulator mode and HOST', () => {
  it('refuses HOST=0.0.0.0 with the emulator, and says why', async () => {
    const run = await start({ HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: '' });
    expect(run.state).toBe('exited');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('Refusing to start');
    expect(run.output).toContain('ALLOW_EMULATOR_ON_NETWORK=1');
  }, 60_000);

  it('starts on the network when ALLOW_EMULATOR_ON_NETWORK=1 says it is meant', async () => {
    const run = await start({
      HOST: '0.0.0.0',
      ALLOW_EMULATOR_ON_NETWORK: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    expect(run.state).toBe('listening');
  }, 60_000);

  it('refuses sandbox payments on the network in one line naming PAYMENTS_PROVIDER', async () => {
    const run = await start({
      HOST: '0.0.0.0',
      ALLOW_EMULATOR_ON_NETWORK: '1',
      ALLOW_SANDBOX_PAYMENTS: '',
    });
    expect(run.state).toBe('exited');
    expect(run.code).not.toBe(0);
    expect(run.output.trim()).toMatch(
      /^Refusing to start: PAYMENTS_PROVIDER is sandbox \(the default\) while HOST=0\.0\.0\.0 [^\n]*ALLOW_SANDBOX_PAYMENTS=1[^\n]*$/,
    );
  }, 60_000);

  it('starts on loopback as always', async () => {
    const run = await start({ HOST: '127.0.0.1' });
    expect(run.state).toBe('listening');
  }, 60_000);
});
