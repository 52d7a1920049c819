/**
 * Typed calls of signing in (shared/api/auth.ts) and of the session user
 * (shared/api/account.ts). The three sign-in calls carry the Firebase ID token
 * as the bearer, never the stored session token, so they set their headers
 * after the clients' session interceptor has run.
 */
import {
  ACCOUNT_ROUTES,
  RECENT_SIGN_IN_HEADER,
  type UpdatePasswordResponse,
} from '#shared/api/account';
import {
  AUTH_ROUTES,
  type AuthConfigResponse,
  type MailboxResponse,
  type SessionResponse,
  type SignupBody,
  type SocialLoginBody,
} from '#shared/api/auth';
import { API_ROUTES } from '#shared/api/routes';
import type { CheckUsernameResponse } from '#shared/api/users';
import { firebaseBearer } from './auth-headers';
import type { ApiClients } from './http';

export function getAuthConfig(api: ApiClients): Promise<AuthConfigResponse> {
  return api.app.get<AuthConfigResponse>(AUTH_ROUTES.config).then(r => r.data);
}

export function backendSignUp(
  api: ApiClients,
  idToken: string,
  body: SignupBody,
): Promise<SessionResponse> {
  return api.app
    .post<SessionResponse>(AUTH_ROUTES.signup, body, firebaseBearer(idToken))
    .then(r => r.data);
}

export function backendSignIn(
  api: ApiClients,
  idToken: string,
): Promise<SessionResponse> {
  return api.app
    .post<SessionResponse>(AUTH_ROUTES.signin, {}, firebaseBearer(idToken))
    .then(r => r.data);
}

export function backendSocialLogin(
  api: ApiClients,
  idToken: string,
  body: SocialLoginBody,
): Promise<SessionResponse> {
  return api.app
    .post<SessionResponse>(AUTH_ROUTES.socialLogin, body, firebaseBearer(idToken))
    .then(r => r.data);
}

/** Needs a Firebase ID token from a sign-in of the last few minutes (reauthenticate). */
export function updatePassword(
  api: ApiClients,
  password: string,
  recentIdToken: string,
): Promise<UpdatePasswordResponse> {
  return api.app
    .post<UpdatePasswordResponse>(
      ACCOUNT_ROUTES.updatePassword,
      { password },
      { headers: { [RECENT_SIGN_IN_HEADER]: recentIdToken } },
    )
    .then(r => r.data);
}

export function checkUsername(
  api: ApiClients,
  username: string,
  signal?: AbortSignal,
): Promise<CheckUsernameResponse> {
  return api.functions
    .get<CheckUsernameResponse>(API_ROUTES.checkUsername, {
      params: { username },
      signal,
    })
    .then(r => r.data);
}

/** Dev only: the Auth emulator's outgoing emails (404 against real Firebase). */
export function getDevMailbox(
  api: ApiClients,
  signal?: AbortSignal,
): Promise<MailboxResponse> {
  return api.app
    .get<MailboxResponse>(AUTH_ROUTES.devMailbox, { signal })
    .then(r => r.data);
}
