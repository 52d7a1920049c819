/**
 * DATA_DIR holds the SQLite file, the session secret, payment keys and every stored
 * file: only the server's own user may enter it. mkdir's mode applies only to a
 * folder it creates, so a folder that already exists (made by hand, an older
 * version, a container volume) is tightened at start too.
 */
import fs from 'node:fs';

export function ensurePrivateDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dataDir).mode & 0o077) === 0) return;
  try {
    fs.chmodSync(dataDir, 0o700);
  } catch (error) {
    throw new Error(
      `DATA_DIR ${dataDir} is open to other users and could not be made owner-only (0700): ${(error as Error).message}`,
      { cause: error },
    );
  }
}
