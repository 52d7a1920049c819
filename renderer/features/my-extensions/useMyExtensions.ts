import { useCallback, useEffect, useState } from 'react';
import type { MyExtension } from '#shared/api/publishing';
import { LIMITS } from '#shared/constants';
import { useApi } from '../../api/ApiContext';
import { listMyExtensions } from '#shared/api/client/publishing';

export type MyExtensionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; extensions: MyExtension[]; total: number };

const LOADING: MyExtensionsState = { status: 'loading' };

/** The maker's extensions, newest first; `more` loads the next page. */
export function useMyExtensions() {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  // Answers are tagged with the attempt they belong to, so a retry shows loading again.
  const [settled, setSettled] = useState<{ attempt: number; state: MyExtensionsState }>({
    attempt: -1,
    state: LOADING,
  });
  const state = settled.attempt === attempt ? settled.state : LOADING;

  useEffect(() => {
    const controller = new AbortController();
    listMyExtensions(api, { skip: 0, limit: LIMITS.pageSize }, controller.signal).then(
      answer =>
        setSettled({
          attempt,
          state: { status: 'ready', extensions: answer.extensions, total: answer.total },
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error ? error.message : 'No answer from the server.';
        setSettled({ attempt, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt(n => n + 1), []);

  const update = useCallback(
    (change: (extensions: MyExtension[], total: number) => MyExtensionsState) =>
      setSettled(current =>
        current.state.status === 'ready'
          ? {
              attempt: current.attempt,
              state: change(current.state.extensions, current.state.total),
            }
          : current,
      ),
    [],
  );

  const more = useCallback(
    async (skip: number) => {
      const answer = await listMyExtensions(api, { skip, limit: LIMITS.pageSize });
      update(extensions => ({
        status: 'ready',
        extensions: [...extensions, ...answer.extensions],
        total: answer.total,
      }));
    },
    [api, update],
  );

  /** Replaces or removes one row after an action, without a refetch. */
  const patch = useCallback(
    (extensionId: string, next: MyExtension | null) =>
      update((extensions, total) => ({
        status: 'ready',
        extensions: next
          ? extensions.map(e => (e.extensionId === extensionId ? next : e))
          : extensions.filter(e => e.extensionId !== extensionId),
        total: total - (next ? 0 : 1),
      })),
    [update],
  );

  return { state, reload, more, patch };
}
