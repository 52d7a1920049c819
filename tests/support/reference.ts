/**
 * The reference material beside the repository (../shared: the .aix and curl
 * corpora). CI has it; a plain `git clone` does not. Tests that need it ask here and
 * skip with the printed reason when it is absent; the project's own fixtures cover
 * the same flows either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Reference {
  /** Absolute path of the folder or file. */
  path: string;
  present: boolean;
  /** Why a test that needs it is skipped; empty when present. */
  reason: string;
}

const announced = new Set<string>();

/** `relative` is below ../shared, e.g. `corpus/aix`. */
export function reference(relative: string): Reference {
  const absolute = path.resolve(REPO_ROOT, '..', 'shared', relative);
  const present = fs.existsSync(absolute);
  const reason = present
    ? ''
    : `reference material ../shared/${relative} is not beside this clone (CI has it)`;
  if (!present && !announced.has(relative)) {
    announced.add(relative);
    console.warn(`Skipping tests that need ${absolute}: ${reason}.`);
  }
  return { path: absolute, present, reason };
}

/**
 * A test or suite title that carries its skip reason, so the run's summary (which
 * prints skipped titles) says why: "the .aix corpus [skipped: …]".
 */
export function titled(title: string, ref: Reference): string {
  return ref.present ? title : `${title} [skipped: ${ref.reason}]`;
}
