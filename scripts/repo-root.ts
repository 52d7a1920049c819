/**
 * The repository's root folder, found by walking up from the running file. The same
 * code runs from scripts/ under tsx and from the bundle in dist/server/, so a fixed
 * `..` would point at the wrong folder in one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'aix-market';

function isOurPackage(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return false;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown };
  return parsed.name === PACKAGE_NAME;
}

/** The nearest folder at or above `fileUrl`'s folder whose package.json is ours. */
export function findRepoRoot(fileUrl: string): string {
  let dir = path.dirname(fileURLToPath(fileUrl));
  for (;;) {
    if (isOurPackage(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`No ${PACKAGE_NAME} package.json above ${fileUrl}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(import.meta.url);
