import { use, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useApi } from '../api/ApiContext';
import type { ApiClient } from '#shared/api/client/http';
import { refusalError, useSsr } from '../ssr/ssr-context';
import { dropCache, peekCache, readCache, writeCache } from './query-cache';

export interface ApiQuery<T> {
  /** The answer for the current key; undefined while loading or after an error. */
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Fetches the current key again, bypassing the memory cache. */
  reload: () => void;
}

interface Settled<T> {
  token: string;
  data?: T;
  error?: Error;
}

/** Server renders never abort their in-process requests. */
const serverSignal = new AbortController().signal;

/**
 * Runs `fetcher` for `key` and keeps the answer; a new key starts a new fetch
 * and aborts the previous one, as does unmounting. `key` must change whenever
 * the fetcher's inputs change (e.g. include the slug or the filters).
 */
export function useApiQuery<T>(
  key: string,
  fetcher: (api: ApiClient, signal: AbortSignal) => Promise<T>,
): ApiQuery<T> {
  const api = useApi();
  const ssr = useSsr();
  const [attempt, setAttempt] = useState(0);
  // A server-rendered refusal (say, an extension's 404) is the first render's state,
  // as it was the server's; the effect below asks again all the same.
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const refusal = ssr?.refusals?.[key];
    return refusal ? { token: `0:${key}`, error: refusalError(refusal) } : null;
  });
  const token = `${attempt}:${key}`;
  const run = useEffectEvent((signal: AbortSignal) => fetcher(api, signal));

  useEffect(() => {
    const controller = new AbortController();
    const current = `${attempt}:${key}`;
    const fresh = readCache(api, key);
    // A fresh cached answer settles without a request; the render below shows it meanwhile.
    const answer = fresh ? Promise.resolve(fresh.data as T) : run(controller.signal);
    answer.then(
      data => {
        if (controller.signal.aborted) return;
        if (!fresh) writeCache(api, key, data);
        setSettled({ token: current, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setSettled({ token: current, error: failure });
      },
    );
    return () => controller.abort();
  }, [api, key, attempt]);

  const reload = useCallback(() => {
    dropCache(api, key);
    setAttempt(value => value + 1);
  }, [api, key]);

  // Server render only: Vite's SSR build sets import.meta.env.SSR, and the
  // browser's bundle leaves this branch out.
  if (import.meta.env.SSR && ssr?.queries) {
    // Wait for the answer (React resumes the render when it settles).
    const outcome = use(ssr.queries.load(key, () => fetcher(api, serverSignal)));
    if (outcome.ok) {
      return { data: outcome.data as T, error: undefined, loading: false, reload };
    }
    if (outcome.refusal) {
      return {
        data: undefined,
        error: refusalError(outcome.refusal),
        loading: false,
        reload,
      };
    }
    return { data: undefined, error: undefined, loading: true, reload };
  }
  if (settled?.token === token) {
    return { data: settled.data, error: settled.error, loading: false, reload };
  }
  // Stale or fresh, a remembered answer beats a skeleton while the effect settles or revalidates.
  const cached = peekCache(api, key);
  if (cached) return { data: cached.data as T, error: undefined, loading: false, reload };
  return { data: undefined, error: undefined, loading: true, reload };
}
