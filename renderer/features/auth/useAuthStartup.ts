import { useEffect } from 'react';
import { usePlatform } from '../../platform/PlatformContext';
import { useSetAtom } from '../../state/jotai';
import { authAtom } from './auth-atoms';

/**
 * Start-up of spec §4: no stored profile means signed out. Verifying a stored
 * profile with the backend arrives with the accounts issue; until then every
 * visitor ends signed out once the stored profile has been read.
 */
export function useAuthStartup() {
  const platform = usePlatform();
  const setAuth = useSetAtom(authAtom);
  useEffect(() => {
    let cancelled = false;
    const settle = () => {
      if (!cancelled) setAuth({ status: 'signedOut' });
    };
    // Seam for the accounts issue: a stored profile will be verified here.
    platform.loadProfile().then(settle, settle);
    return () => {
      cancelled = true;
    };
  }, [platform, setAuth]);
}
