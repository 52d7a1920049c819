// Starts the real server for Playwright on a fresh temporary data folder and
// removes the folder when Playwright stops the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-market-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // E2E_WEB_ROOT lets a helper test a private build while others rebuild dist/web.
    WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', code => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
