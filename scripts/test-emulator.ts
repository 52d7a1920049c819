/**
 * One Auth emulator per test run, started by the first test that needs it.
 *
 * The run's globalSetup (tests/setup/firebase-emulator.ts) makes a state folder
 * and stops whatever was started there at the end. Test files of both server
 * projects run in separate worker processes, so they agree through that folder:
 * the first to create `lock/` spawns a detached emulator on free ports and
 * writes `emulator.json`; everybody else waits for that file and for the
 * emulator to answer. A run whose tests never sign in pays nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pidAlive, spawnAuthEmulator, stopPid, waitForEmulator } from './auth-emulator';

/** What the run's globalSetup provides to tests as `inject('firebaseEmulator')`. */
export interface FirebaseEmulatorSetup {
  /** Folder through which test workers share the run's emulator. */
  stateDir: string;
  /** An emulator that was already running, used as is. */
  external?: { host: string; projectId: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    firebaseEmulator: FirebaseEmulatorSetup;
  }
}

export interface TestEmulator {
  /** `host:port` for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
}

interface State extends TestEmulator {
  pid: number;
  workDir: string;
}

const stateFile = (dir: string) => path.join(dir, 'emulator.json');
const logFile = (dir: string) => path.join(dir, 'emulator.log');

function readState(dir: string): State | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile(dir), 'utf8')) as State;
  } catch {
    return undefined;
  }
}

function logTail(dir: string): string {
  try {
    return fs.readFileSync(logFile(dir), 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no emulator log)';
  }
}

async function spawnFor(dir: string): Promise<State> {
  // A project id of its own: a dev emulator's hub keys its files by project.
  const projectId = `demo-aix-test-${randomBytes(3).toString('hex')}`;
  const emulator = await spawnAuthEmulator({
    projectId,
    detached: true,
    workDir: fs.mkdtempSync(path.join(dir, 'work-')),
    output: { file: logFile(dir) },
  });
  const state: State = {
    host: emulator.host,
    projectId,
    pid: emulator.child.pid ?? -1,
    workDir: emulator.workDir,
  };
  fs.writeFileSync(`${stateFile(dir)}.tmp`, JSON.stringify(state));
  fs.renameSync(`${stateFile(dir)}.tmp`, stateFile(dir));
  return state;
}

async function waitForState(dir: string, timeoutMs: number): Promise<State> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = readState(dir);
    if (state) return state;
    if (Date.now() > deadline) throw new Error('No Auth emulator was started in time');
    await new Promise(resolve => setTimeout(resolve, 200));
  }
}

/** The run's emulator, started on first use; resolves once it answers. */
export async function ensureTestEmulator(
  setup: FirebaseEmulatorSetup,
  timeoutMs = 240_000,
): Promise<TestEmulator> {
  if (setup.external) return setup.external;
  const dir = setup.stateDir;
  let state: State;
  try {
    fs.mkdirSync(path.join(dir, 'lock'));
    state = await spawnFor(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    state = await waitForState(dir, timeoutMs);
  }
  try {
    await waitForEmulator(
      state.host,
      state.projectId,
      () => pidAlive(state.pid),
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logTail(dir)}`, { cause: error });
  }
  return { host: state.host, projectId: state.projectId };
}

/** Stops the run's emulator if one was started, and removes the state folder. */
export async function stopTestEmulator(dir: string): Promise<void> {
  const state = readState(dir);
  if (state && state.pid > 0) await stopPid(state.pid);
  fs.rmSync(dir, { recursive: true, force: true });
}
