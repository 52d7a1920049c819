import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('..', import.meta.url));
// One Firebase Auth emulator per run, shared by both server projects.
const firebaseEmulatorSetup = 'tests/setup/firebase-emulator.ts';
const serverTests = [
  'server/**/*.test.ts',
  'bin/**/*.test.ts',
  'tests/integration/**/*.test.ts',
];
// The .aix reader, storage and image tests need no database or emulator: their own
// project, run once.
const aixTests = [
  'tests/integration/aix-*.test.ts',
  'server/aix/**/*.test.ts',
  'server/storage/**/*.test.ts',
  'server/images/**/*.test.ts',
];

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'renderer/**/*.test.{ts,tsx}',
            'main/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/**/*.test.ts',
          ],
          environment: 'node',
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        extends: true,
        test: {
          // Real curl against loopback capture servers; needs no database.
          name: 'curl',
          include: ['tests/curl/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-sqlite',
          include: serverTests,
          globalSetup: [firebaseEmulatorSetup],
          exclude: [...configDefaults.exclude, ...aixTests],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: serverTests,
          globalSetup: [firebaseEmulatorSetup],
          exclude: [...configDefaults.exclude, ...aixTests],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'aix', include: aixTests, testTimeout: 120_000 },
      },
    ],
  },
});
