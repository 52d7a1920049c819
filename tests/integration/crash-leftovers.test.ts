/**
 * Crash leftovers, with a real `kill -9`: a server process is killed while an upload
 * streams in, and while it stores what it received, round after round. The next start
 * removes every unfinished temporary file; the sweep then removes every stored file
 * no row names; no row is left naming a missing file. SQLite and PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { HEADERS, ROUTES } from '#shared/api/routes';
import { createZip } from '#shared/zip/zip-writer';
import { openDatabase, sqliteFile } from '#server/db/dialect';
import { migrateToLatest } from '#server/db/migrate';
import { sweepOrphanBlobs, ORPHAN_GRACE_MS } from '#server/modules/uploads/blobs';
import { insertUser } from '#server/modules/account/account.repository';
import { testUserRow } from '#server/modules/auth/auth-testing';
import { createSessionService } from '#server/plugins/auth-session';
import { LocalDiskStorage } from '#server/storage/local';
import { createTestDatabase } from '#server/testing/test-database';
import { freePort } from '../support/net';

const SECRET = randomBytes(32).toString('hex');
const testDb = await createTestDatabase();
const dataDir = testDb.dataDir;
const pgUrl = testDb.dialect === 'postgres' ? testDb.url : undefined;
// SQLite: the server keeps its own file in DATA_DIR; PostgreSQL: the test database.
const database = pgUrl ? testDb : openDatabase({ sqliteFile: sqliteFile(dataDir) });
if (!pgUrl) await migrateToLatest(database.db);
afterAll(async () => {
  if (!pgUrl) await database.db.destroy();
  await testDb.destroy();
});

const userId = randomUUID();
await insertUser(
  database.db,
  testUserRow({ id: userId, email: 'crash@test.dev', username: 'crashtest' }),
);
const { token } = await createSessionService(SECRET, 3600).issue(userId, 0);

/** A valid .aix of about 6 MB (random bytes do not compress), a new one per round. */
function bigAix(round: number): Buffer {
  const facts = {
    packageName: `com.example.crash${round}`,
    component: 'Crash',
    version: 1,
    versionName: '1.0',
  };
  const base = buildSampleAix(facts);
  // Re-pack the sample with a large asset beside its own entries.
  const entries = readStored(base);
  entries.push({
    name: `${facts.packageName}/assets/blob.bin`,
    data: randomBytes(6 * 1024 * 1024),
  });
  return Buffer.from(createZip(entries));
}

/** The entries of a stored-only zip our writer made (enough for re-packing it). */
function readStored(zip: Uint8Array): { name: string; data: Uint8Array }[] {
  const view = Buffer.from(zip);
  const entries: { name: string; data: Uint8Array }[] = [];
  let at = 0;
  while (view.readUInt32LE(at) === 0x04034b50) {
    const size = view.readUInt32LE(at + 18);
    const nameLength = view.readUInt16LE(at + 26);
    const extra = view.readUInt16LE(at + 28);
    const name = view.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    entries.push({ name, data: view.subarray(start, start + size) });
    at = start + size;
  }
  return entries;
}

async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: process.env.CRASH_DEBUG ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: '',
      SEED_DEMO: '0',
      LOG_LEVEL: process.env.CRASH_DEBUG ? 'info' : 'silent',
      SESSION_SECRET: SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_PROJECT_ID: '',
      ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '' }),
    },
  });
  for (let tries = 0; tries < 300; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}${ROUTES.health.url()}`).then(
      response => response.ok,
      () => false,
    );
    if (up) return { child, port };
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise(resolve => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Sends a multipart upload; `killAt` bytes into the body (or once sent), kills the server. */
async function uploadAndKill(
  port: number,
  child: ChildProcess,
  file: Buffer,
  killAt: number | 'after',
) {
  const boundary = `----crash${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="purpose"\r\n\r\naix\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="crash.aix"\r\n` +
      'content-type: application/zip\r\n\r\n',
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: ROUTES.upload.url(),
    headers: {
      authorization: `Bearer ${token}`,
      [HEADERS.userId]: userId,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  request.on('error', () => undefined);
  const cut = killAt === 'after' ? body.length : killAt;
  for (let at = 0; at < cut; at += 256 * 1024) {
    const end = Math.min(cut, at + 256 * 1024);
    await new Promise<void>(resolve =>
      request.write(body.subarray(at, end), () => resolve()),
    );
  }
  if (killAt !== 'after') {
    // Mid-upload for sure: the server has begun spooling what arrived.
    const spool = path.join(dataDir, 'tmp', 'uploads');
    for (let tries = 0; tries < 200 && filesIn(spool).length === 0; tries += 1) {
      await new Promise(resolve => setTimeout(resolve, 25));
    }
  } else {
    request.end();
    // Somewhere in reading, checking or storing what arrived.
    await new Promise(resolve =>
      setTimeout(resolve, 20 + Math.floor(Math.random() * 400)),
    );
  }
  await killed(child);
  request.destroy();
}

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.join(entry.parentPath, entry.name));
}

describe(`crash leftovers after kill -9 (${testDb.dialect})`, () => {
  it('start-up and the sweep leave no temporary or orphaned file, and no row without its file', async () => {
    const spool = path.join(dataDir, 'tmp', 'uploads');
    const storageRoot = path.join(dataDir, 'files');
    let leftAfterKills = 0;
    for (let round = 0; round < 6; round += 1) {
      const { child, port } = await startServer();
      const file = bigAix(round);
      await uploadAndKill(
        port,
        child,
        file,
        round % 2 === 0 ? Math.floor(file.length / 2) : 'after',
      );
      leftAfterKills +=
        filesIn(spool).length + filesIn(path.join(storageRoot, '.tmp')).length;
    }
    // The kills did leave unfinished writes behind…
    expect(leftAfterKills).toBeGreaterThan(0);

    // …which the next start removes before it serves anything.
    const { child } = await startServer();
    await killed(child);
    expect(filesIn(spool)).toEqual([]);
    expect(filesIn(path.join(storageRoot, '.tmp'))).toEqual([]);

    // The sweep (an hour on) removes every stored file no row names.
    const storage = new LocalDiskStorage(storageRoot);
    await sweepOrphanBlobs(
      database.db,
      storage,
      new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
    );
    const named = new Set(
      (await database.db.selectFrom('uploads').select('storage_key').execute()).map(
        row => row.storage_key,
      ),
    );
    const stored: string[] = [];
    for await (const found of storage.listFiles()) stored.push(found.key);
    expect(stored.filter(key => !named.has(key))).toEqual([]);
    for (const key of named) expect(await storage.head(key), key).not.toBeNull();
  }, 180_000);
});
