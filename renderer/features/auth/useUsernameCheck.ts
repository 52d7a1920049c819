import { useEffect, useState } from 'react';
import type { CheckUsernameResponse } from '#shared/api/users';
import { validateUsernameFormat } from '#shared/domain/validation';
import { useApi } from '../../api/ApiContext';
import { checkUsername } from '#shared/api/client/account';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

export type UsernameCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: CheckUsernameResponse };

/** Asks /private/api/user/check-username once typing pauses and the format is valid. */
export function useUsernameCheck(username: string): UsernameCheck {
  const api = useApi();
  const settled = useDebouncedValue(username.trim(), 400);
  const [check, setCheck] = useState<{
    key: string;
    result: CheckUsernameResponse;
  } | null>(null);
  const shouldAsk = settled !== '' && validateUsernameFormat(settled) === undefined;

  useEffect(() => {
    if (!shouldAsk) return;
    const controller = new AbortController();
    checkUsername(api, settled, controller.signal).then(
      result => setCheck({ key: settled, result }),
      // The server checks again on sign-up; a failed look-up only hides the hint.
      () => undefined,
    );
    return () => controller.abort();
  }, [api, settled, shouldAsk]);

  if (!shouldAsk || settled !== username.trim()) return { status: 'idle' };
  if (check?.key !== settled) return { status: 'checking' };
  return { status: 'done', result: check.result };
}
