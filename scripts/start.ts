/**
 * `npm start`: builds the web app, starts the Firebase Auth emulator unless real
 * Firebase is configured, then runs the server against it. Ctrl+C (or SIGTERM)
 * stops the server, then the emulator, which saves its accounts to
 * DATA_DIR/firebase-emulator so they survive a restart.
 *
 * Real Firebase: set FIREBASE_PROJECT_ID (not a `demo-` id) and FIREBASE_API_KEY
 * (plus credentials for admin calls, see README); no emulator is started then.
 * FIREBASE_AUTH_EMULATOR_HOST set by you: that emulator is used as is.
 * `npm start -- --no-build` reuses the last web build (quick restarts).
 *
 * This launcher and the server run as bundled JavaScript (dist/server/, see
 * build-node.ts): `npm start` bundles them first, in well under a second.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config/index';
import {
  assertEmulatorStaysLocal,
  DEFAULT_EMULATOR_PROJECT_ID,
} from '../server/config/auth';
import {
  emulatorAnswers,
  spawnAuthEmulator,
  stopPid,
  waitForEmulator,
} from './auth-emulator';
import { SERVER_MAIN } from './node-bundles';
import { repoRoot } from './repo-root';

const EMULATOR_HOST = '127.0.0.1:9099';
const say = (text: string) => process.stdout.write(`[start] ${text}\n`);

function run(command: string, args: string[]): Promise<number> {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('exit', code => resolve(code ?? 1));
    child.once('error', () => resolve(1));
  });
}

type Plan =
  | { kind: 'firebase'; projectId: string }
  | { kind: 'external-emulator'; host: string; projectId: string }
  | { kind: 'emulator'; projectId: string };

function plan(env: NodeJS.ProcessEnv): Plan {
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (host) {
    return {
      kind: 'external-emulator',
      host,
      projectId: projectId || DEFAULT_EMULATOR_PROJECT_ID,
    };
  }
  if (projectId && !projectId.startsWith('demo-')) return { kind: 'firebase', projectId };
  return { kind: 'emulator', projectId: projectId || DEFAULT_EMULATOR_PROJECT_ID };
}

/** Starts (or finds) the emulator; returns its pid when we own it. */
async function startEmulator(projectId: string, dataDir: string) {
  if (await emulatorAnswers(EMULATOR_HOST, projectId)) {
    say(`An Auth emulator already answers at ${EMULATOR_HOST}; using it.`);
    return undefined;
  }
  say(`Starting the Firebase Auth emulator (project ${projectId}), about 15-40 s...`);
  const saved = path.join(dataDir, 'firebase-emulator');
  fs.mkdirSync(dataDir, { recursive: true });
  const emulator = await spawnAuthEmulator({
    projectId,
    configFile: path.join(repoRoot, 'server', 'firebase', 'firebase.json'),
    authPort: 9099,
    importDir: saved,
    exportDir: saved,
    // firebase-tools may leave firebase-debug.log in its working folder.
    workDir: dataDir,
    output: 'inherit',
  });
  let alive = true;
  emulator.child.once('exit', () => (alive = false));
  await waitForEmulator(emulator.host, projectId, () => alive);
  return emulator.child;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const unknown = args.filter(arg => arg !== '--no-build');
  if (unknown.length > 0) {
    say(`Unknown option ${unknown.join(' ')}. Usage: npm start [-- --no-build]`);
    return 2;
  }
  if (!args.includes('--no-build')) {
    say('Building the web app...');
    const built = await run('npm', ['run', '-s', 'build:web']);
    if (built !== 0) return built;
  }

  const chosen = plan(process.env);
  // Before the emulator starts: the server would refuse to run beside it anyway.
  if (chosen.kind !== 'firebase') {
    assertEmulatorStaysLocal('emulator', config.host, process.env);
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  let emulator: ChildProcess | undefined;
  if (chosen.kind === 'firebase') {
    say(`Using real Firebase project ${chosen.projectId}; no emulator.`);
  } else {
    emulator =
      chosen.kind === 'emulator'
        ? await startEmulator(chosen.projectId, config.dataDir)
        : undefined;
    env.FIREBASE_AUTH_EMULATOR_HOST =
      chosen.kind === 'external-emulator' ? chosen.host : EMULATOR_HOST;
    env.FIREBASE_PROJECT_ID = chosen.projectId;
  }

  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  const serverExit = new Promise<number>(resolve =>
    server.once('exit', code => resolve(code ?? 0)),
  );
  say(`AIX Market: ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`);
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    say(
      `Auth emulator: http://${env.FIREBASE_AUTH_EMULATOR_HOST} (project ${env.FIREBASE_PROJECT_ID})`,
    );
    say(`Dev mailbox (verification and reset emails): ${config.publicUrl}/dev/mailbox`);
  }

  let stopping = false;
  let emulatorFailed = false;
  const stopAll = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill(signal);
    await serverExit;
    if (emulator?.pid) await stopPid(emulator.pid);
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));
  emulator?.once('exit', code => {
    if (stopping) return;
    emulatorFailed = true;
    say(`The Auth emulator stopped (code ${String(code)}); stopping the server.`);
    void stopAll('SIGTERM');
  });

  const code = await serverExit;
  await stopAll('SIGTERM');
  return emulatorFailed ? 1 : code;
}

main().then(
  code => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `[start] ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
