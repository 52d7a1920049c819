/**
 * A local .aix as the studio shows it before anything is uploaded: read with the
 * server's reader and limits (hostile files are refused here), and the same facts
 * the web editor prefills (package, permissions, version, components, blocks,
 * min SDK, build tool). Paths stay in the main process: the renderer gets a handle.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { aixFacts, type AixFacts } from '#shared/aix/facts';
import { readAixFile } from '#server/aix/read-aix';

export interface LocalBuild {
  /** Opaque: names the file for later calls without saying where it is. */
  handle: string;
  fileName: string;
  size: number;
  facts: AixFacts;
}

export async function readLocalBuild(file: string, handle: string): Promise<LocalBuild> {
  const metadata = await readAixFile(file);
  return {
    handle,
    fileName: path.basename(file),
    size: (await stat(file)).size,
    facts: aixFacts(metadata, null),
  };
}

/**
 * The files the studio opened, by handle. A handle is random and only ever names a
 * file main itself chose (an Open dialog, a drop, a watched folder), so the renderer
 * cannot make main read anything else.
 */
export class OpenedFiles {
  readonly #paths = new Map<string, string>();

  remember(file: string): string {
    const handle = `aixf_${randomBytes(12).toString('base64url')}`;
    this.#paths.set(handle, path.resolve(file));
    return handle;
  }

  pathOf(handle: string): string {
    const file = this.#paths.get(handle);
    if (!file)
      throw new Error('That file is no longer open in the studio. Open it again.');
    return file;
  }

  async open(file: string): Promise<LocalBuild> {
    return readLocalBuild(file, this.remember(file));
  }

  /**
   * A file dropped on the window arrives as bytes: it is kept under `tempRoot` in a
   * folder of its own (its name reduced to one safe segment), then opened like any.
   */
  async openBytes(
    fileName: string,
    bytes: Uint8Array,
    tempRoot: string,
  ): Promise<LocalBuild> {
    const folder = await mkdtemp(path.join(tempRoot, 'dropped-'));
    const safe =
      path.basename(fileName).replace(/[^A-Za-z0-9._-]+/g, '_') || 'dropped.aix';
    const file = path.join(folder, safe);
    await writeFile(file, bytes);
    return this.open(file);
  }
}
