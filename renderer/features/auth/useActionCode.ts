import { useEffect, useState } from 'react';
import { authErrorCode } from '#shared/domain/auth-errors';
import { useApi } from '../../api/ApiContext';
import type { FirebaseClient } from './firebase-client';
import { firebaseLoader } from './useAuthActions';

export type ActionResult<T> =
  | { status: 'running' }
  | { status: 'done'; value: T }
  | { status: 'failed'; code: string | undefined; message: string };

/*
 * Action codes work once. React's StrictMode (and a remount) would run the
 * effect twice and the second run would report "already used", so each code's
 * call is made once per page and shared.
 */
const started = new Map<string, Promise<unknown>>();

/** Runs `task` once for `key` (e.g. `verifyEmail:<oobCode>`) and reports its outcome. */
export function useActionCode<T>(
  key: string,
  task: (client: FirebaseClient) => Promise<T>,
): ActionResult<T> {
  const api = useApi();
  const [result, setResult] = useState<{ key: string; value: ActionResult<T> } | null>(
    null,
  );
  useEffect(() => {
    let active = true;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = firebaseLoader(api)().then(task);
      started.set(key, promise);
    }
    promise.then(
      value => {
        if (active) setResult({ key, value: { status: 'done', value } });
      },
      (error: unknown) => {
        // Let a retry (network failure) run the call again.
        started.delete(key);
        if (!active) return;
        setResult({
          key,
          value: {
            status: 'failed',
            code: authErrorCode(error),
            message: error instanceof Error ? error.message : String(error),
          },
        });
      },
    );
    return () => {
      active = false;
    };
    // `task` is derived from `key`; a new key is the only reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  return result?.key === key ? result.value : { status: 'running' };
}
