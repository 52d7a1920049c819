/**
 * A second real server for specs that need one started their own way (other
 * environment variables than Playwright's web server): same entry point, its own
 * data folder and port, signing in against the e2e Auth emulator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorInfo } from './accounts';
import { freePort } from '../../support/net';

export interface ServerProcess {
  origin: string;
  stop(): Promise<void>;
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then(
      response => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise(resolve => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${origin} did not become healthy`);
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-e2e-extra-'));
  const { host, projectId } = emulatorInfo();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
      PUBLIC_URL: origin,
      FIREBASE_AUTH_EMULATOR_HOST: host,
      FIREBASE_PROJECT_ID: projectId,
      ...env,
    },
  });
  await waitForHealth(origin, child);
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise(resolve => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
