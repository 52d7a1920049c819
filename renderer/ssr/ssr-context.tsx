/**
 * What a server-rendered page shares with the app: on the server, the API
 * client that answers in process and the queries the render waits for; in the
 * browser, the answers the server wrote into the page, so hydration starts
 * from the same data and fetches nothing again (issue 18).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { ApiError, type ApiClient } from '#shared/api/client/http';
import type { PageHead } from '#shared/ssr-contract';

/**
 * An API refusal the page is rendered with (a 4xx other than 408 and 429: asking
 * again gives the same answer), e.g. the 404 of an extension that does not exist.
 */
export interface Refusal {
  message: string;
  status: number;
  code: ApiError['code'];
}

/**
 * A settled query. A refusal is rendered as the screen's error state; any other
 * failure (a 5xx, a time-out) as loading, and the browser fetches it again.
 */
export type QueryOutcome = { ok: true; data: unknown } | { ok: false; refusal?: Refusal };

export interface ServerQueries {
  /** The same promise for the same key, as React's `use` requires. */
  load(key: string, run: () => Promise<unknown>): Promise<QueryOutcome>;
  /** The answers that succeeded, for the page's embedded data. */
  answers(): Record<string, unknown>;
  /** The refusals, embedded too so hydration renders the same error state. */
  refusals(): Record<string, Refusal>;
}

export interface SsrSetup {
  /** Server: the in-process client. */
  client?: ApiClient;
  /** Server: where useApiQuery waits for its answer. */
  queries?: ServerQueries;
  /** Server: the lazy screens the page rendered, so their CSS and code go in its head. */
  screens?: Set<string>;
  /** Server: takes the head a screen declares (usePageHead); the last one wins. */
  declareHead?: (head: PageHead) => void;
  /** Browser: the answers embedded in the page, seeded into the query cache. */
  seeds?: Record<string, unknown>;
  /** Browser: the refusals embedded in the page, for the first render of their queries. */
  refusals?: Record<string, Refusal>;
}

const SsrContext = createContext<SsrSetup | null>(null);
export const SsrProvider = SsrContext.Provider;

export function useSsr(): SsrSetup | null {
  return useContext(SsrContext);
}

export function createServerQueries(): ServerQueries {
  const pending = new Map<string, Promise<QueryOutcome>>();
  const settled = new Map<string, unknown>();
  const refused = new Map<string, Refusal>();
  return {
    load(key, run) {
      let outcome = pending.get(key);
      if (!outcome) {
        outcome = run().then(
          data => {
            settled.set(key, data);
            return { ok: true, data } as const;
          },
          (error: unknown) => {
            const refusal = refusalOf(error);
            if (!refusal) return { ok: false } as const;
            refused.set(key, refusal);
            return { ok: false, refusal } as const;
          },
        );
        pending.set(key, outcome);
      }
      return outcome;
    },
    answers: () => Object.fromEntries(settled),
    refusals: () => Object.fromEntries(refused),
  };
}

/** 4xx answers that asking again may change: a time-out and a rate limit. */
const TRANSIENT = new Set([408, 429]);

function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
    return undefined;
  }
  if (TRANSIENT.has(error.status)) return undefined;
  return { message: error.message, status: error.status, code: error.code };
}

/** The error a screen renders for a refusal, on the server and while hydrating alike. */
export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(refusal.message, refusal.status, refusal.code);
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
  /** useApiQuery key -> refusal (absent when there were none). */
  refusals?: Record<string, Refusal>;
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
