/**
 * Vitest globalSetup of the server projects: at most one Firebase Auth emulator
 * per run, on free ports, stopped at the end. The emulator itself starts on
 * first use (scripts/test-emulator.ts), so runs that never sign in do not pay
 * its 15 to 40 s start; tests get it with `ensureTestEmulator(inject(...))`.
 *
 * Vitest runs globalSetup once per project (server-sqlite, server-postgres),
 * each in its own module runner, so module state is not shared. The state
 * folder is kept on globalThis (one process) with a reference count: both
 * projects share one emulator and the last teardown stops it.
 *
 * FIREBASE_AUTH_EMULATOR_HOST set before the run reuses that emulator instead
 * (FIREBASE_PROJECT_ID names its project, default demo-aix-market).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  stopTestEmulator,
  type FirebaseEmulatorSetup,
} from '../../scripts/test-emulator';

interface Shared {
  users: number;
  stateDir: string;
}

const KEY = Symbol.for('aix-market.tests.firebase-emulator');
const store = globalThis as typeof globalThis & { [KEY]?: Shared };

function externalEmulator(): FirebaseEmulatorSetup['external'] {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!host) return undefined;
  return {
    host,
    projectId: process.env.FIREBASE_PROJECT_ID?.trim() || 'demo-aix-market',
  };
}

export default function setup(project: TestProject) {
  const shared = (store[KEY] ??= {
    users: 0,
    stateDir: fs.mkdtempSync(path.join(os.tmpdir(), 'aix-emulator-run-')),
  });
  shared.users += 1;
  const external = externalEmulator();
  project.provide('firebaseEmulator', {
    stateDir: shared.stateDir,
    ...(external ? { external } : {}),
  });
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    store[KEY] = undefined;
    await stopTestEmulator(shared.stateDir);
  };
}
