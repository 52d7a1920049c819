/**
 * What a server-rendered page shares with the app: on the server, the API
 * client that answers in process and the queries the render waits for; in the
 * browser, the answers the server wrote into the page, so hydration starts
 * from the same data and fetches nothing again (issue 18).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '#shared/api/client/http';

/** A settled query: failures are rendered as loading and fetched again by the browser. */
export type QueryOutcome = { ok: true; data: unknown } | { ok: false };

export interface ServerQueries {
  /** The same promise for the same key, as React's `use` requires. */
  load(key: string, run: () => Promise<unknown>): Promise<QueryOutcome>;
  /** The answers that succeeded, for the page's embedded data. */
  answers(): Record<string, unknown>;
}

export interface SsrSetup {
  /** Server: the in-process client. */
  client?: ApiClient;
  /** Server: where useApiQuery waits for its answer. */
  queries?: ServerQueries;
  /** Server: the lazy screens the page rendered, so their CSS and code go in its head. */
  screens?: Set<string>;
  /** Browser: the answers embedded in the page, seeded into the query cache. */
  seeds?: Record<string, unknown>;
}

const SsrContext = createContext<SsrSetup | null>(null);
export const SsrProvider = SsrContext.Provider;

export function useSsr(): SsrSetup | null {
  return useContext(SsrContext);
}

export function createServerQueries(): ServerQueries {
  const pending = new Map<string, Promise<QueryOutcome>>();
  const settled = new Map<string, unknown>();
  return {
    load(key, run) {
      let outcome = pending.get(key);
      if (!outcome) {
        outcome = run().then(
          data => {
            settled.set(key, data);
            return { ok: true, data } as const;
          },
          () => ({ ok: false }) as const,
        );
        pending.set(key, outcome);
      }
      return outcome;
    },
    answers: () => Object.fromEntries(settled),
  };
}

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after: what only the browser
 * knows (a stored theme) renders after hydration so the markup matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What a server-rendered page embeds for its hydration. */
export interface SsrData {
  /** The lazy screens rendered, loaded before hydrating. */
  screens: string[];
  /** useApiQuery key -> answer. */
  answers: Record<string, unknown>;
}

/** The id of the script element holding the embedded answers. */
export const SSR_DATA_ID = 'aix-ssr-data';

/** JSON safe inside a script element: no `<` can close it or open a comment. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
