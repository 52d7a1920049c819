import { useMemo } from 'react';
import { useApi } from '../../api/ApiContext';
import {
  backendSignIn,
  backendSignUp,
  backendSocialLogin,
  getAuthConfig,
} from '#shared/api/client/account';
import type { ApiClient } from '#shared/api/client/http';
import { toast } from '../../components/toast-store';
import { usePlatform } from '../../platform/PlatformContext';
import { useSetAtom } from '../../state/jotai';
import { recordEvent } from '#shared/api/client/events';
import { authAtom, authFlowAtom } from './auth-atoms';
import { signOutEverywhere } from './sign-out';
import {
  signInWithPassword,
  signInWithProvider,
  signUpWithPassword,
  socialLoginBody,
  type AuthDeps,
} from './auth-flow';
import { loadedFirebaseClient, loadFirebaseClient } from './firebase-client';

/** Loads Firebase (once per page) with the settings of GET /api/auth/config. */
export function firebaseLoader(api: ApiClient) {
  return () => loadFirebaseClient(() => getAuthConfig(api));
}

/** The sign-up, sign-in and sign-out actions of spec §4, bound to this app's state. */
export function useAuthActions() {
  const api = useApi();
  const platform = usePlatform();
  const setAuth = useSetAtom(authAtom);
  const setFlow = useSetAtom(authFlowAtom);
  return useMemo(() => {
    const deps: AuthDeps = {
      firebase: firebaseLoader(api),
      backend: {
        signUp: (idToken, values) => backendSignUp(api, idToken, values),
        signIn: idToken => backendSignIn(api, idToken),
        socialLogin: (idToken, session, provider) =>
          backendSocialLogin(api, idToken, socialLoginBody(session, provider)),
      },
      saveProfile: profile => platform.saveProfile(profile),
      setAuth,
      setFlow,
      track: event => recordEvent(api, event),
      toast: (message, options) => void toast(message, options),
    };
    return {
      signUp: signUpWithPassword.bind(null, deps),
      signIn: signInWithPassword.bind(null, deps),
      socialSignIn: signInWithProvider.bind(null, deps),
      signOut: () => signOutEverywhere(deps, loadedFirebaseClient()),
      firebase: deps.firebase,
    };
  }, [api, platform, setAuth, setFlow]);
}
