/**
 * Watching build folders (appinventor-sources' `components/build/extensions`, Rush
 * and FAST `out/`): a new or changed .aix is reported once it has stopped growing
 * (same size and time on two looks a settle period apart), read with the server's
 * limits. Polling, not fs.watch alone: builds write through temp files and renames
 * that fs.watch reports unevenly across systems, and a folder may not exist yet.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface SeenFile {
  file: string;
  size: number;
  modifiedMs: number;
}

export interface WatchOptions {
  /** How often folders are looked at, and how long a file must stay unchanged. */
  intervalMs?: number;
  onBuild(file: SeenFile): void | Promise<void>;
  onError?(error: unknown): void;
}

async function aixFilesIn(folder: string): Promise<SeenFile[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const files: SeenFile[] = [];
  for (const name of names) {
    if (!name.toLowerCase().endsWith('.aix')) continue;
    const file = path.join(folder, name);
    try {
      const info = await stat(file);
      if (info.isFile()) files.push({ file, size: info.size, modifiedMs: info.mtimeMs });
    } catch {
      // Gone between readdir and stat: the next look decides.
    }
  }
  return files;
}

const key = (seen: SeenFile) => `${seen.size}:${seen.modifiedMs}`;

/**
 * Starts watching `folders`; files already there count as known (only new or
 * changed builds are reported). Answers a stop function.
 */
export async function watchBuildFolders(
  folders: readonly string[],
  options: WatchOptions,
): Promise<() => void> {
  const interval = options.intervalMs ?? 1000;
  const reported = new Map<string, string>();
  const pending = new Map<string, string>();
  for (const folder of folders) {
    for (const seen of await aixFilesIn(folder)) reported.set(seen.file, key(seen));
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const look = async () => {
    for (const folder of folders) {
      for (const seen of await aixFilesIn(folder)) {
        const now = key(seen);
        if (reported.get(seen.file) === now) continue;
        // Unchanged since the last look: it has stopped growing.
        if (pending.get(seen.file) === now) {
          pending.delete(seen.file);
          reported.set(seen.file, now);
          try {
            await options.onBuild(seen);
          } catch (error) {
            options.onError?.(error);
          }
        } else {
          pending.set(seen.file, now);
        }
      }
    }
  };
  const loop = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void look().finally(loop);
    }, interval);
  };
  loop();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
