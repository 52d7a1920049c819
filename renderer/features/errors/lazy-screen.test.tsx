// @vitest-environment happy-dom
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants';
import { ErrorBoundary } from './ErrorBoundary';
import {
  ChunkLoadError,
  failedModuleUrl,
  freshModuleUrl,
  importWithTimeout,
  lazyScreen,
  preloadScreens,
  resetFailedScreens,
  type Timers,
} from './lazy-screen';

afterEach(cleanup);

/** Timers the test fires by hand, so a 120 s timeout needs no waiting. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      pending.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: handle => pending.delete(handle as number),
  };
  const fireAll = () => {
    for (const [id, timer] of [...pending]) {
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, pending, fireAll };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('importWithTimeout', () => {
  it('resolves with the module and clears its timer', async () => {
    const { timers, pending } = manualTimers();
    const module = { Screen: () => null };
    await expect(
      importWithTimeout(() => Promise.resolve(module), 'Screen', 1000, timers),
    ).resolves.toBe(module);
    expect(pending.size).toBe(0);
  });

  it('uses the spec timeout of 120000 ms by default', () => {
    const { timers, pending } = manualTimers();
    void importWithTimeout(
      () => new Promise(() => undefined),
      'Screen',
      undefined,
      timers,
    );
    expect([...pending.values()].map(timer => timer.ms)).toEqual([CHUNK_LOAD_TIMEOUT_MS]);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('classifies a rejected import as missing and keeps the cause', async () => {
    const { timers } = manualTimers();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await importWithTimeout(
      () => Promise.reject(cause),
      'About',
      1000,
      timers,
    ).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'missing', cause });
    expect((error as Error).message).toBe('Loading the About screen failed (missing)');
  });

  it('classifies a synchronous throw as missing', async () => {
    const { timers } = manualTimers();
    const load = () => {
      throw new Error('boom');
    };
    await expect(importWithTimeout(load, 'About', 1000, timers)).rejects.toMatchObject({
      reason: 'missing',
    });
  });

  it('times out when the import never settles, and ignores a late answer', async () => {
    const { timers, fireAll } = manualTimers();
    const late = deferred<{ Screen: () => null }>();
    const result = importWithTimeout(() => late.promise, 'Slow', 120_000, timers);
    fireAll();
    late.resolve({ Screen: () => null });
    await expect(result).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'timed out',
    });
  });
});

describe('lazyScreen with the error boundary', () => {
  const wrap = (children: ReactNode) => (
    <ErrorBoundary onReset={resetFailedScreens}>
      <Suspense fallback="loading">{children}</Suspense>
    </ErrorBoundary>
  );

  it('shows the boundary on failure and imports again on Try again', async () => {
    const attempts: ReturnType<typeof deferred<{ Hello: () => ReactNode }>>[] = [];
    const load = vi.fn(() => {
      const attempt = deferred<{ Hello: () => ReactNode }>();
      attempts.push(attempt);
      return attempt.promise;
    });
    const Hello = lazyScreen(load, 'Hello');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(wrap(<Hello />));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => attempts[0]?.reject(new TypeError('network down')));
    expect(screen.getByText('Oops! Something went wrong.')).toBeTruthy();
    expect(screen.getByText('ChunkLoadError: missing')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]?.resolve({ Hello: () => 'hello screen' }));
    expect(screen.getByText('hello screen')).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong.')).toBeNull();
    consoleError.mockRestore();
  });
});

describe('a retry the browser cannot answer from its module map', () => {
  const wrap = (children: ReactNode) => (
    <ErrorBoundary onReset={resetFailedScreens}>
      <Suspense fallback="loading">{children}</Suspense>
    </ErrorBoundary>
  );
  const origin = globalThis.location.origin;

  it('finds the same-origin module URL in the failure or its cause, and only that', () => {
    const url = `${origin}/assets/About-abc.js`;
    const cause = new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    const error = new ChunkLoadError('missing', 'About', { cause });
    expect(failedModuleUrl(error, globalThis.location.href)).toBe(url);
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: https://evil.test/x.js',
        ),
        globalThis.location.href,
      ),
    ).toBeUndefined();
    expect(
      failedModuleUrl(new TypeError('Importing a module script failed.'), origin),
    ).toBeUndefined();
    expect(freshModuleUrl(url, 2)).toBe(`${url}?retry=2`);
    expect(freshModuleUrl(`${url}?t=1`, 1)).toBe(`${url}?t=1&retry=1`);
  });

  it('Try again imports the failed URL afresh instead of repeating the import', async () => {
    const url = `${origin}/assets/Hello-abc.js`;
    const load = vi.fn(() =>
      Promise.reject(
        new TypeError(`Failed to fetch dynamically imported module: ${url}`),
      ),
    );
    const importUrl = vi.fn((_url: string) =>
      Promise.resolve({ Hello: () => 'hello screen' as ReactNode }),
    );
    const Hello = lazyScreen(load, 'Hello', { importUrl });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(wrap(<Hello />));
    await screen.findByText('Oops! Something went wrong.');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('hello screen');
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls).toEqual([[`${url}?retry=1`]]);
    consoleError.mockRestore();
  });

  it('when the fresh URL fails too (a failed dependency), the next Try again reloads', async () => {
    const url = `${origin}/assets/Hello-abc.js`;
    const failed = () =>
      Promise.reject(
        new TypeError(`Failed to fetch dynamically imported module: ${url}`),
      );
    const load = vi.fn(failed);
    const importUrl = vi.fn((_url: string) => failed());
    const reload = vi.fn();
    const Hello = lazyScreen(load, 'Hello', { importUrl, reload });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(wrap(<Hello />));
    await screen.findByText('Oops! Something went wrong.');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('Oops! Something went wrong.');
    expect(importUrl.mock.calls).toEqual([[`${url}?retry=1`]]);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('without a URL, Try again repeats the import once, then reloads the page', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Importing a module script failed.')),
    );
    const reload = vi.fn();
    const Hello = lazyScreen(load, 'Hello', { reload });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(wrap(<Hello />));
    await screen.findByText('Oops! Something went wrong.');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('Oops! Something went wrong.');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});

describe('preloadScreens', () => {
  it('loads a screen declared inside another one once that one has loaded', async () => {
    const order: string[] = [];
    // The outer module declares the inner screen when it is evaluated, as
    // MoreRoutes.tsx declares the small pages.
    const loadInner = vi.fn(() => {
      order.push('inner');
      return Promise.resolve({ PreloadInner: () => <p>inner</p> });
    });
    const loadOuter = vi.fn(() => {
      order.push('outer');
      lazyScreen(loadInner, 'PreloadInner');
      return Promise.resolve({ PreloadOuter: () => <p>outer</p> });
    });
    lazyScreen(loadOuter, 'PreloadOuter');
    await preloadScreens(['PreloadOuter', 'PreloadInner', 'NotAScreen']);
    expect(order).toEqual(['outer', 'inner']);
    expect(loadInner).toHaveBeenCalledTimes(1);
  });
});
