import { useCallback, useState } from 'react';
import { ApiError } from '#shared/api/client/http';
import { toast } from '../../components/toast-store';

/**
 * Changes made to rows of a loaded list, keyed by email. The new value shows
 * at once (controls follow the click) and `pending` disables the row's control
 * until the server answers; a failure puts the old value back and says why.
 */
export function useRowUpdates<V>() {
  const [values, setValues] = useState<Record<string, V>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});

  const apply = useCallback(
    async (
      key: string,
      value: V,
      previous: V,
      send: () => Promise<unknown>,
      success: string,
    ) => {
      setPending(current => ({ ...current, [key]: true }));
      setValues(current => ({ ...current, [key]: value }));
      try {
        await send();
        void toast(success, { theme: 'success' });
      } catch (error) {
        setValues(current => ({ ...current, [key]: previous }));
        const message =
          error instanceof ApiError ? error.message : 'The change was not saved.';
        void toast(message, { theme: 'danger' });
      } finally {
        setPending(current => ({ ...current, [key]: false }));
      }
    },
    [],
  );

  return { values, pending, apply };
}
