/**
 * Playwright's web server: a Firebase Auth emulator on free ports, then the real
 * server on a throwaway data folder (demo catalogue seeded) that signs in
 * against it. Both stop, and the folder is removed, when Playwright stops us.
 *
 * The emulator's address is written to `E2E_EMULATOR_FILE` (when set) so specs
 * can create accounts and read the emulator's mailbox directly.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnAuthEmulator, stopPid, waitForEmulator } from '../../scripts/auth-emulator';

const PROJECT_ID = 'demo-aix-market';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-market-e2e-'));

const emulator = await spawnAuthEmulator({
  projectId: PROJECT_ID,
  workDir: fs.mkdtempSync(path.join(dataDir, 'emulator-')),
  output: { file: path.join(dataDir, 'emulator.log') },
});
let emulatorAlive = true;
emulator.child.once('exit', () => (emulatorAlive = false));
await waitForEmulator(emulator.host, PROJECT_ID, () => emulatorAlive);
if (process.env.E2E_EMULATOR_FILE) {
  fs.writeFileSync(
    process.env.E2E_EMULATOR_FILE,
    JSON.stringify({ host: emulator.host, projectId: PROJECT_ID }),
  );
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // E2E_WEB_ROOT lets a helper test a private build while others rebuild dist/web.
    WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_EMAILS: 'admin@e2e.test',
    // Prices are converted at the bundled snapshot: tests never reach the internet.
    EXCHANGE_RATES_URL: '',
    // The studio renderer under test is served on the next port (studio-bridge.spec.ts).
    STUDIO_ORIGINS: `app://studio, http://127.0.0.1:${Number(process.env.PORT) + 1}`,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill('SIGTERM');
  if (emulator.child.pid && emulatorAlive) await stopPid(emulator.child.pid, 5_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
child.on('exit', code => void stop(code ?? 0));
