/** The SQLite database and the folder made for it are the owner's alone. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, sqliteFile } from './dialect';

describe('openDatabase (SQLite)', () => {
  it('creates DATA_DIR and the database file with owner-only permissions', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-perm-'));
    const dataDir = path.join(parent, 'data');
    const { db } = openDatabase({ sqliteFile: sqliteFile(dataDir) });
    await db.selectNoFrom(eb => eb.val(1).as('one')).execute();
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(sqliteFile(dataDir))).toBe(0o600);
    await db.destroy();
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
