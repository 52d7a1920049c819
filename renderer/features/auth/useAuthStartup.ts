import { useEffect, useRef } from 'react';
import { useApi } from '../../api/ApiContext';
import { usePlatform } from '../../platform/PlatformContext';
import { EMPTY_AUTH_ERROR } from '#shared/domain/auth';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { authAtom, authFlowAtom } from './auth-atoms';
import { onFirebaseLoaded } from './firebase-client';
import { useSignOut } from './useSignOut';

/**
 * Start-up of spec §4. No stored profile: signed out. Otherwise the backend is
 * asked for the current user with the stored session, and the user is kept
 * only if their email is verified; a failed fetch or an unverified email logs
 * 'Authentication expired' and signs out.
 *
 * Our backend session is the source of truth: a valid stored profile signs the
 * user in even when Firebase has no user (it keeps its user in memory only).
 * Firebase is observed only once something else loaded it; if its user then
 * disappears on its own (account disabled, token revoked) we sign out too.
 */
export function useAuthStartup() {
  const platform = usePlatform();
  const api = useApi();
  const setAuth = useSetAtom(authAtom);
  const setFlow = useSetAtom(authFlowAtom);
  const signOut = useSignOut();
  const auth = useAtomValue(authAtom);
  const signedInRef = useRef(false);
  useEffect(() => {
    signedInRef.current = auth.status === 'signedIn';
  }, [auth.status]);

  useEffect(() => {
    const controller = new AbortController();
    const expire = () => {
      if (controller.signal.aborted) return;
      setFlow({ status: 'error', error: EMPTY_AUTH_ERROR });
      console.error('Authentication expired');
      void signOut();
    };
    platform.loadProfile().then(
      async profile => {
        if (controller.signal.aborted) return;
        if (!profile) {
          setAuth({ status: 'signedOut' });
          return;
        }
        try {
          const session = { token: profile.token, userId: profile.id };
          // Only with a stored profile: a first visit never loads the account calls.
          const { getCurrentUser } = await import('#shared/api/client/account');
          const { user } = await getCurrentUser(api, session, controller.signal);
          if (controller.signal.aborted) return;
          if (!user.emailVerified) throw new Error('Email not verified');
          setAuth({ status: 'signedIn', profile, user });
        } catch {
          expire();
        }
      },
      () => {
        if (!controller.signal.aborted) setAuth({ status: 'signedOut' });
      },
    );
    return () => controller.abort();
  }, [api, platform, setAuth, setFlow, signOut]);

  useEffect(() => {
    let unsubscribeUser: (() => void) | undefined;
    const unsubscribeLoad = onFirebaseLoaded(client => {
      let previous: string | null = null;
      unsubscribeUser = client.onUserChange(uid => {
        if (previous !== null && uid === null && signedInRef.current) void signOut();
        previous = uid;
      });
    });
    return () => {
      unsubscribeLoad();
      unsubscribeUser?.();
    };
  }, [signOut]);
}
