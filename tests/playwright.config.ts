import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8797);
// Where the web server writes the Auth emulator's address; workers inherit it.
process.env.E2E_EMULATOR_FILE ??= path.join(os.tmpdir(), `aix-e2e-emulator-${port}.json`);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Every first visit starts in INR (spec §3); country.spec.ts checks it from en-US too.
    locale: 'en-IN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
  },
  webServer: {
    // The real server on a throwaway data folder, with the demo catalogue seeded.
    command: `node --import tsx tests/e2e/start-server.ts`,
    // Playwright runs the command from the config's folder; the server expects the repo root.
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Lets start-server stop the emulator and remove its data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      E2E_EMULATOR_FILE: process.env.E2E_EMULATOR_FILE,
    },
  },
});
