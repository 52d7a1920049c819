/**
 * `npm start` as it ships: the bundled launcher (`node dist/server/start.js
 * --no-build`, what `npm start -- --no-build` runs after bundling) starts the bundled
 * server on a fresh database, which says it seeded the demo catalogue and serves it.
 * No TypeScript is compiled at start: the launcher's child is plain JavaScript.
 * SQLite and PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database';
import { buildNodeBundle } from '../../scripts/build-node';
import { NODE_BUNDLES, SERVER_MAIN } from '../../scripts/node-bundles';
import { repoRoot } from '../../scripts/repo-root';
import { freePort } from '../support/net';

let database: TestDatabase;
let launcher: ChildProcess | undefined;
let output = '';
let origin = '';

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise(resolve => child.once('exit', code => resolve(code)));
}

/** Resolves once the launcher's output matches, or fails with what it printed. */
function waitForOutput(pattern: RegExp, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(output)) {
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', code =>
      reject(
        new Error(`the launcher exited (${String(code)}) before ${pattern}:\n${output}`),
      ),
    );
    check();
  });
}

beforeAll(async () => {
  await buildNodeBundle('server');
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  launcher = spawn(
    process.execPath,
    [path.join(NODE_BUNDLES.server.outDir, 'start.js'), '--no-build'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url ?? '',
        WEB_ROOT: '',
        SEED_DEMO: '1',
        LOG_LEVEL: 'info',
        EXCHANGE_RATES_URL: '',
        // A real-looking project: the launcher starts no Auth emulator.
        FIREBASE_PROJECT_ID: 'aix-compiled-start',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        // Sandbox payments beside a real project must be said to be meant.
        ALLOW_SANDBOX_PAYMENTS: '1',
      },
    },
  );
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await waitForOutput(/AIX Market is open at/, launcher);
}, 90_000);

afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    launcher.kill('SIGTERM');
    await exited(launcher);
  }
  await database?.destroy();
});

describe(`npm start from the bundled JavaScript (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('runs the bundled server, which says it seeded the demo catalogue', async () => {
    expect(output).toContain('[start] AIX Market:');
    const seeded =
      /Seeded the demo catalogue \(\d+ extensions by \d+ makers: (\d+) published/.exec(
        output,
      );
    expect(seeded, output).not.toBeNull();
    expect(Number(seeded?.[1])).toBeGreaterThan(0);
    const health = await fetch(`${origin}${ROUTES.health.url()}`);
    expect(await health.json()).toMatchObject({ ok: true, dialect: database.dialect });
    const listing = await fetch(`${origin}${ROUTES.listAll.url()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 48 }),
    });
    expect(listing.status).toBe(200);
    const body = (await listing.json()) as { total?: number };
    expect(body.total).toBe(Number(seeded?.[1]));
  });

  it('runs the server as plain JavaScript, with no TypeScript loader', () => {
    const children = spawnSync('ps', ['-o', 'args=', '--ppid', String(launcher?.pid)], {
      encoding: 'utf8',
    });
    expect(children.stdout.trim()).toBe(`${process.execPath} ${SERVER_MAIN}`);
  });

  it('stops the server and itself on SIGTERM', async () => {
    launcher?.kill('SIGTERM');
    expect(launcher ? await exited(launcher) : null).toBe(0);
    const gone = await fetch(`${origin}${ROUTES.health.url()}`).then(
      () => 'answering',
      () => 'gone',
    );
    expect(gone).toBe('gone');
  });
});
