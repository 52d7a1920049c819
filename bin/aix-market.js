#!/usr/bin/env node
// The package's `bin`: the command line bundled to plain JavaScript by
// `npm run build:cli` (npm install and npm start build it too), so a command starts
// without compiling TypeScript. `npm run -s cli` runs the TypeScript source instead.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/cli/aix-market.js', import.meta.url);
if (!existsSync(bundle)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.stderr.write(
    `aix-market is not built yet: run \`npm run build:cli\` in ${root}\n`,
  );
  process.exit(1);
}
await import(bundle.href);
