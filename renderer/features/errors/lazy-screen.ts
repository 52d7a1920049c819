/**
 * Screens load on demand (spec §2 Errors). A failed load becomes a
 * ChunkLoadError whose reason is 'missing' (the chunk could not be fetched or
 * evaluated) or 'timed out' (no answer within CHUNK_LOAD_TIMEOUT_MS).
 * React.lazy remembers a rejection forever, so a failed screen registers a
 * reset; the error boundary's Try again (or leaving the route) calls
 * resetFailedScreens() and the next render imports afresh. The reset is not
 * automatic: React re-renders once after an error, and an automatic reset
 * would hide the failure behind a silent second download.
 *
 * "Afresh" has to mean a new URL: Chromium (155+) keeps a failed module in the
 * document's module map, so repeating the same import() fails forever without
 * asking the network. The browser's error names the module's URL; the retry
 * imports that URL with a fresh `?retry=N`. When the error names no URL (other
 * browsers' wording) the retry repeats the import once. If the retry fails too
 * (a failed static dependency stays in the map whatever the screen's URL), the
 * next Try again reloads the page: the only reset left.
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

export interface LazyScreenOptions<M> {
  timeoutMs?: number;
  timers?: Timers;
  /** Imports a module by URL; tests pass their own, the app the real import(). */
  importUrl?: (url: string) => Promise<M>;
  /** The last resort when no fresh URL is known (the page's own reload). */
  reload?: () => void;
}

/** The same-origin module URL a failed import names, in its message or its causes. */
export function failedModuleUrl(error: unknown, base: string): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : JSON.stringify(current);
    for (const match of message.matchAll(/[a-z][\w+.-]*:\/\/[^\s'"()]+/gi)) {
      try {
        const url = new URL(match[0]);
        if (url.origin === new URL(base).origin) return url.href;
      } catch {
        // Not a URL after all; look further.
      }
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** The module URL with a query the browser has never seen, so it fetches again. */
export function freshModuleUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return fresh.href;
}

const importByUrl = (url: string): Promise<never> =>
  import(/* @vite-ignore */ url) as Promise<never>;
const reloadPage = () => globalThis.location.reload();

/**
 * A lazily loaded screen component from a named export:
 * `lazyScreen(() => import('./AboutScreen'), 'AboutScreen')`.
 */
export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
  options: LazyScreenOptions<Record<K, ComponentType<P>>> = {},
): ComponentType<P> {
  const importUrl = options.importUrl ?? importByUrl;
  let failures = 0;
  // Once loaded, the screen renders directly: a hydrating page never suspends on it.
  let loaded: ComponentType<P> | undefined;
  const fetchScreen = async (
    loader: typeof load = load,
  ): Promise<{ default: ComponentType<P> }> => {
    const module = await importWithTimeout(
      loader,
      exportName,
      options.timeoutMs,
      options.timers,
    );
    const component = module[exportName];
    if (!component) throw new ChunkLoadError('missing', exportName);
    failures = 0;
    loaded = component;
    return { default: component };
  };
  const create = (loader: typeof load): ComponentType<P> =>
    lazy(async (): Promise<{ default: ComponentType<P> }> => {
      try {
        return await fetchScreen(loader);
      } catch (error) {
        failures += 1;
        const url = failedModuleUrl(error, globalThis.location?.href ?? import.meta.url);
        const attempt = failures;
        failedResets.add(() => {
          // A second failure in a row: a fresh URL does not help when a static
          // dependency of the screen failed (it stays in the module map too), so
          // reload the page, the only reset left.
          if (attempt > 1) {
            (options.reload ?? reloadPage)();
          } else if (url) {
            current = create(() => importUrl(freshModuleUrl(url, attempt)));
          } else {
            current = create(load);
          }
        });
        throw error;
      }
    });
  let current = create(load);
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
const noScreen = () => Promise.resolve();

/**
 * Loads the screens a server-rendered page was rendered with before it
 * hydrates. Otherwise hydration suspends on them, and any update meanwhile
 * (the sign-in check) swaps the page for the loading screen and back, losing
 * what the visitor typed. A screen declared inside another (the small pages in
 * MoreRoutes) is known once that one has loaded: its turn comes next (the server
 * preloaded both chunks side by side). A screen that fails to load is left to the
 * error boundary as usual.
 */
export async function preloadScreens(names: readonly string[]): Promise<void> {
  let waiting = [...names];
  for (;;) {
    const known = waiting.filter(name => preloaders.has(name));
    if (known.length === 0) return;
    waiting = waiting.filter(name => !preloaders.has(name));
    await Promise.all(
      known.map(name => (preloaders.get(name) ?? noScreen)().catch(() => undefined)),
    );
  }
}
