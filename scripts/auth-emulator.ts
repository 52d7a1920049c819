/**
 * Starts and stops the Firebase Auth emulator (firebase-tools) for `npm start`
 * and the test run. Auth only, no UI; the caller picks ports and project id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root';

const firebaseBin = path.join(
  repoRoot,
  'node_modules',
  'firebase-tools',
  'lib',
  'bin',
  'firebase.js',
);

export interface EmulatorOptions {
  projectId: string;
  /** A firebase.json to use as is; otherwise one is written for free ports. */
  configFile?: string;
  /** Auth port of `configFile` (9099 in server/firebase/firebase.json). */
  authPort?: number;
  host?: string;
  /** Load accounts saved by an earlier run from this folder (when it holds an export). */
  importDir?: string;
  /** Save accounts to this folder when the emulator stops. */
  exportDir?: string;
  /** Where firebase-tools runs and may write logs; a temporary folder by default. */
  workDir?: string;
  /** 'inherit' shows the emulator's output; a path appends it to that file. */
  output?: 'inherit' | 'ignore' | { file: string };
  /** Survive the parent (test workers come and go; the run's teardown stops it). */
  detached?: boolean;
}

export interface SpawnedEmulator {
  /** `host:port`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  child: ChildProcess;
  workDir: string;
}

/** A TCP port nobody listens on right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/** Whether an Auth emulator for `projectId` answers at `host`. */
export async function emulatorAnswers(host: string, projectId: string): Promise<boolean> {
  try {
    const response = await fetch(
      `http://${host}/emulator/v1/projects/${projectId}/config`,
      { signal: AbortSignal.timeout(2_000) },
    );
    return response.ok;
  } catch {
    return false;
  }
}

async function writeConfig(dir: string, host: string): Promise<[string, number]> {
  const [auth, hub, logging] = [
    await freePort(host),
    await freePort(host),
    await freePort(host),
  ];
  const config = {
    emulators: {
      auth: { host, port: auth },
      hub: { host, port: hub },
      logging: { host, port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return [file, auth];
}

function hasExport(dir: string | undefined): dir is string {
  return (
    dir !== undefined && fs.existsSync(path.join(dir, 'firebase-export-metadata.json'))
  );
}

function outputStdio(output: EmulatorOptions['output']) {
  if (output === 'inherit' || output === 'ignore' || output === undefined) {
    return output ?? 'ignore';
  }
  return fs.openSync(output.file, 'a');
}

/** Spawns `firebase emulators:start --only auth`; does not wait for it. */
export async function spawnAuthEmulator(
  options: EmulatorOptions,
): Promise<SpawnedEmulator> {
  const host = options.host ?? '127.0.0.1';
  const workDir =
    options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aix-firebase-'));
  const [configFile, authPort] = options.configFile
    ? [options.configFile, options.authPort ?? 9099]
    : await writeConfig(workDir, host);
  const args = [firebaseBin, 'emulators:start', '--only', 'auth'];
  args.push('--project', options.projectId, '--config', configFile);
  if (hasExport(options.importDir)) args.push('--import', options.importDir);
  if (options.exportDir) args.push('--export-on-exit', options.exportDir);
  // CI=1 skips the MOTD download, which cannot work offline anyway.
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1' };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  const output = outputStdio(options.output);
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    env,
    stdio: ['ignore', output, output],
    detached: options.detached ?? false,
  });
  if (typeof output === 'number') fs.closeSync(output);
  if (options.detached) child.unref();
  return { host: `${host}:${authPort}`, projectId: options.projectId, child, workDir };
}

/** Polls until the emulator answers; `alive` tells when waiting is pointless. */
export async function waitForEmulator(
  host: string,
  projectId: string,
  alive: () => boolean,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await emulatorAnswers(host, projectId))) {
    if (!alive())
      throw new Error(`The Auth emulator at ${host} exited before it was ready`);
    if (Date.now() > deadline) {
      throw new Error(
        `The Auth emulator was not ready at ${host} in ${timeoutMs / 1000} s`,
      );
    }
    await new Promise(resolve => setTimeout(resolve, 250));
  }
}

/** Whether the process with this pid still runs. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGINT (lets firebase-tools export its data), SIGKILL after `graceMs`. */
export async function stopPid(pid: number, graceMs = 15_000): Promise<void> {
  if (!pidAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + graceMs;
  while (pidAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      return;
    }
    await new Promise(resolve => setTimeout(resolve, 100));
  }
}
