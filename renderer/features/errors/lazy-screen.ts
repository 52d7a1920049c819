/**
 * Screens load on demand (spec §2 Errors). A failed load becomes a
 * ChunkLoadError whose reason is 'missing' (the chunk could not be fetched or
 * evaluated) or 'timed out' (no answer within CHUNK_LOAD_TIMEOUT_MS).
 * React.lazy remembers a rejection forever, so a failed screen registers a
 * reset; the error boundary's Try again (or leaving the route) calls
 * resetFailedScreens() and the next render imports afresh. The reset is not
 * automatic: React re-renders once after an error, and an automatic reset
 * would hide the failure behind a silent second download.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';
import { useSsr } from '../../ssr/ssr-context';

export type ChunkLoadReason = 'missing' | 'timed out';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: ChunkLoadReason,
    readonly screen: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading the ${screen} screen failed (${reason})`, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: handle => globalThis.clearTimeout(handle as number),
};

/** Resolves with the module, or rejects with a classified ChunkLoadError. */
export function importWithTimeout<M>(
  load: () => Promise<M>,
  screen: string,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  timers: Timers = realTimers,
): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    let settled = false;
    const timer = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError('timed out', screen));
    }, timeoutMs);
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(timer);
      action();
    };
    let pending: Promise<M>;
    try {
      pending = load();
    } catch (error) {
      pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    pending.then(
      module => finish(() => resolve(module)),
      (error: unknown) =>
        finish(() =>
          reject(
            isChunkLoadError(error)
              ? error
              : new ChunkLoadError('missing', screen, { cause: error }),
          ),
        ),
    );
  });
}

const failedResets = new Set<() => void>();

/** Lets every screen whose load failed import again on its next render. */
export function resetFailedScreens() {
  for (const reset of failedResets) reset();
  failedResets.clear();
}

export interface LazyScreenOptions {
  timeoutMs?: number;
  timers?: Timers;
}

/**
 * A lazily loaded screen component from a named export:
 * `lazyScreen(() => import('./AboutScreen'), 'AboutScreen')`.
 */
export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
  options: LazyScreenOptions = {},
): ComponentType<P> {
  // Once loaded, the screen renders directly: a hydrating page never suspends on it.
  let loaded: ComponentType<P> | undefined;
  const fetchScreen = async (): Promise<{ default: ComponentType<P> }> => {
    const module = await importWithTimeout(
      load,
      exportName,
      options.timeoutMs,
      options.timers,
    );
    const component = module[exportName];
    if (!component) throw new ChunkLoadError('missing', exportName);
    loaded = component;
    return { default: component };
  };
  const create = (): ComponentType<P> =>
    lazy(async (): Promise<{ default: ComponentType<P> }> => {
      try {
        return await fetchScreen();
      } catch (error) {
        failedResets.add(() => {
          current = create();
        });
        throw error;
      }
    });
  let current = create();
  preloaders.set(exportName, () => fetchScreen().then(() => undefined));
  function LazyScreen(props: P) {
    // A server render names the screens it used (their chunks' CSS goes in the page).
    useSsr()?.screens?.add(exportName);
    return createElement(loaded ?? current, props);
  }
  LazyScreen.displayName = `Lazy(${exportName})`;
  return LazyScreen;
}

const preloaders = new Map<string, () => Promise<void>>();

/**
 * Loads the screens a server-rendered page was rendered with before it
 * hydrates. Otherwise hydration suspends on them, and any update meanwhile
 * (the sign-in check) swaps the page for the loading screen and back.
 * A screen that fails to load is left to the error boundary as usual.
 */
export async function preloadScreens(names: readonly string[]): Promise<void> {
  const loads = names
    .map(name => preloaders.get(name))
    .filter(load => load !== undefined);
  await Promise.all(loads.map(load => load().catch(() => undefined)));
}
