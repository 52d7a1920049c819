import { useEffect, useState } from 'react';
import { validateUsernameNotReserved } from '#shared/domain/reserved-usernames';
import { MESSAGES, validateUsernameFormat } from '#shared/domain/validation';
import { checkUsername } from '#shared/api/client/account';
import { useApi } from '../../../api/ApiContext';

export type UsernameAvailability =
  | { status: 'idle' }
  | { status: 'checking'; username: string }
  | { status: 'available'; username: string }
  | { status: 'unavailable'; username: string; message: string }
  | { status: 'unknown'; username: string };

const DEBOUNCE_MS = 400;

/**
 * Asks GET /private/api/user/check-username about `username` once typing
 * pauses. Nothing is asked for the user's own name (the check would call it
 * taken) or for a name the form's own rules already reject.
 */
export function useUsernameAvailability(
  username: string,
  ownUsername: string,
): UsernameAvailability {
  const api = useApi();
  const [result, setResult] = useState<UsernameAvailability>({ status: 'idle' });
  const needsCheck =
    username.toLowerCase() !== ownUsername.toLowerCase() &&
    !validateUsernameFormat(username) &&
    !validateUsernameNotReserved(username);

  useEffect(() => {
    if (!needsCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(api, username, controller.signal).then(
        answer => {
          if (controller.signal.aborted) return;
          setResult(
            answer.available
              ? { status: 'available', username }
              : {
                  status: 'unavailable',
                  username,
                  message: answer.message ?? MESSAGES.userAlreadyExists,
                },
          );
        },
        () => {
          // The server checks again on save; a failed look-up only loses the hint.
          if (!controller.signal.aborted) setResult({ status: 'unknown', username });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, username, needsCheck]);

  if (!needsCheck) return { status: 'idle' };
  // An answer about an earlier spelling is not an answer about this one.
  if (result.status === 'idle' || result.username !== username) {
    return { status: 'checking', username };
  }
  return result;
}
