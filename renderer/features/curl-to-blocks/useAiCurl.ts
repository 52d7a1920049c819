import { useEffect, useRef, useState } from 'react';
import type { CreateCurlResponse } from '#shared/api/ai';
import { useApi } from '../../api/ApiContext';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { createCurl } from '#shared/api/client/ai';

export type AiState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; answer: CreateCurlResponse }
  | { status: 'error'; message: string };

function isAnswer(value: unknown): value is CreateCurlResponse {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.curl === 'string' &&
    (record.engine === 'provider' || record.engine === 'offline') &&
    (record.warnings === undefined || Array.isArray(record.warnings))
  );
}

/**
 * The AI helper: plain words → one curl command. Signed-in users go through the
 * authenticated route (their own, higher limit); everybody else the public one.
 */
export function useAiCurl(onAnswer: (answer: CreateCurlResponse) => void) {
  const api = useApi();
  const signedIn = useAtomValue(authAtom).status === 'signedIn';
  const [state, setState] = useState<AiState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const ask = async (userInput: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    try {
      const data = await createCurl(api, userInput, signedIn, current.signal);
      if (!isAnswer(data))
        throw new Error('The AI helper sent an answer we cannot read.');
      setState({ status: 'done', answer: data });
      onAnswer(data);
    } catch (error) {
      if (current.signal.aborted) return;
      // ApiError carries the server's message (e.g. the 429 wait) or the network advice.
      const message = error instanceof Error ? error.message : 'The AI helper failed.';
      setState({ status: 'error', message });
    }
  };

  return { state, ask, signedIn };
}
