import { useMemo } from 'react';
import { usePlatform } from '../../platform/PlatformContext';
import { useSetAtom } from '../../state/jotai';
import { authAtom, authFlowAtom } from './auth-atoms';
import { loadedFirebaseClient } from './firebase-client';
import { signOutEverywhere } from './sign-out';

/** Sign-out (spec §4); needs no API client, so the avatar menu can use it anywhere. */
export function useSignOut() {
  const platform = usePlatform();
  const setAuth = useSetAtom(authAtom);
  const setFlow = useSetAtom(authFlowAtom);
  return useMemo(
    () => () =>
      signOutEverywhere(
        { saveProfile: profile => platform.saveProfile(profile), setAuth, setFlow },
        loadedFirebaseClient(),
      ),
    [platform, setAuth, setFlow],
  );
}
