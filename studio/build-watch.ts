/**
 * The studio's watched build folders as one service: the folder list (persisted by
 * the caller), a watcher restarted when it changes, and the builds it reported,
 * each already read (server limits) and opened behind a handle, newest first.
 */
import path from 'node:path';
import type { OpenedBuild } from '#shared/ipc/bridge';
import type { OpenedFiles } from './local-build';
import { watchBuildFolders } from './watch';

export interface FolderStore {
  load(): string[];
  save(folders: string[]): void;
}

export class BuildWatch {
  #stop: (() => void) | undefined;
  #builds: OpenedBuild[] = [];

  constructor(
    private readonly opened: OpenedFiles,
    private readonly store: FolderStore,
    private readonly intervalMs = 1000,
  ) {}

  folders(): string[] {
    return this.store.load();
  }

  async start(): Promise<void> {
    this.#stop?.();
    this.#stop = await watchBuildFolders(this.store.load(), {
      intervalMs: this.intervalMs,
      onBuild: async seen => {
        const build = await this.opened.open(seen.file);
        // A rebuild of the same file replaces its earlier report.
        this.#builds = [
          build,
          ...this.#builds.filter(item => item.fileName !== build.fileName),
        ].slice(0, 20);
      },
      // A file that is not a readable extension is not a build: ignore it.
      onError: () => undefined,
    });
  }

  async add(folder: string): Promise<string[]> {
    const resolved = path.resolve(folder);
    const folders = this.store.load();
    if (!folders.includes(resolved)) this.store.save([...folders, resolved]);
    await this.start();
    return this.store.load();
  }

  async remove(folder: string): Promise<string[]> {
    this.store.save(this.store.load().filter(item => item !== folder));
    await this.start();
    return this.store.load();
  }

  /** A build opened another way (the file manager, a launch argument) joins the list. */
  report(build: OpenedBuild): void {
    this.#builds = [
      build,
      ...this.#builds.filter(item => item.handle !== build.handle),
    ].slice(0, 20);
  }

  newBuilds(): OpenedBuild[] {
    return this.#builds;
  }

  dismiss(handle: string): void {
    this.#builds = this.#builds.filter(build => build.handle !== handle);
  }

  stop(): void {
    this.#stop?.();
  }
}
