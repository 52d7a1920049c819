import { useCallback, useRef, useState } from 'react';
import type { ContactReceipt } from '#shared/domain/contact';
import { useApi } from '../../api/ApiContext';
import { ApiError, type ApiClient } from '#shared/api/client/http';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; receipt: ContactReceipt }
  | { status: 'failed'; error: ApiError };

/**
 * Sends one form at a time and remembers how it went. The typed values live in
 * the form, so a failure never clears them.
 */
export function useSubmission<B>(
  send: (api: ApiClient, body: B) => Promise<ContactReceipt>,
) {
  const api = useApi();
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const busy = useRef(false);

  const submit = useCallback(
    async (body: B): Promise<SubmissionState> => {
      if (busy.current) return { status: 'sending' };
      busy.current = true;
      setState({ status: 'sending' });
      let next: SubmissionState;
      try {
        next = { status: 'sent', receipt: await send(api, body) };
      } catch (error) {
        const failure =
          error instanceof ApiError
            ? error
            : new ApiError('Your message could not be sent. Try again.', 0, 'INTERNAL');
        next = { status: 'failed', error: failure };
      }
      busy.current = false;
      setState(next);
      return next;
    },
    [api, send],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset };
}
