import { useCallback, useState } from 'react';
import {
  authErrorCode,
  authErrorFor,
  type AuthErrorInfo,
} from '#shared/domain/auth-errors';
import { useApi } from '../../api/ApiContext';
import type { FirebaseClient } from './firebase-client';
import { firebaseLoader } from './useAuthActions';

export type TaskState<T> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; value: T }
  | { status: 'failed'; code: string | undefined; error: AuthErrorInfo };

/**
 * Runs one Firebase call (reset email, action code...) and keeps its outcome;
 * provider errors become the spec §8 catalogue entry, anything else its message.
 */
export function useFirebaseTask<T, A extends unknown[]>(
  task: (client: FirebaseClient, ...args: A) => Promise<T>,
) {
  const api = useApi();
  const [state, setState] = useState<TaskState<T>>({ status: 'idle' });
  const run = useCallback(
    async (...args: A): Promise<TaskState<T>> => {
      setState({ status: 'running' });
      let next: TaskState<T>;
      try {
        const client = await firebaseLoader(api)();
        next = { status: 'done', value: await task(client, ...args) };
      } catch (error) {
        const code = authErrorCode(error);
        next = {
          status: 'failed',
          code,
          error: code
            ? authErrorFor(code)
            : {
                title: 'Something went wrong',
                message: error instanceof Error ? error.message : String(error),
              },
        };
      }
      setState(next);
      return next;
    },
    [api, task],
  );
  return { state, run, reset: () => setState({ status: 'idle' }) };
}
