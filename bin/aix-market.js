#!/usr/bin/env node
// The package's `bin`: runs the TypeScript command line through tsx.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', cli, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
