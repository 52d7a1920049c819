/**
 * Typed calls of signing in (shared/api/auth.ts) and of the signed-in user's own
 * account and beta status (shared/api/account.ts). The sign-in calls carry the
 * Firebase ID token as the bearer, never a stored session token.
 */
import type {
  AddBetaUserBody,
  AddBetaUserResponse,
  CheckBetaResponse,
  GetUserResponse,
  UpdateMeBody,
  UpdateMeResponse,
  UpdatePasswordResponse,
} from '../account';
import type {
  AuthConfigResponse,
  MailboxResponse,
  SessionResponse,
  SignupBody,
  SocialLoginBody,
} from '../auth';
import type { CheckUsernameResponse } from '../users';
import { HEADERS, ROUTES } from '../routes';
import { firebaseBearer, sessionHeaders } from './call-headers';
import type { ApiClient, ApiSession } from './http';

export function getAuthConfig(api: ApiClient): Promise<AuthConfigResponse> {
  return api.request(ROUTES.authConfig);
}

export function backendSignUp(
  api: ApiClient,
  idToken: string,
  body: SignupBody,
): Promise<SessionResponse> {
  return api.request(ROUTES.signup, { body, headers: firebaseBearer(idToken) });
}

export function backendSignIn(api: ApiClient, idToken: string): Promise<SessionResponse> {
  return api.request(ROUTES.signin, { body: {}, headers: firebaseBearer(idToken) });
}

export function backendSocialLogin(
  api: ApiClient,
  idToken: string,
  body: SocialLoginBody,
): Promise<SessionResponse> {
  return api.request(ROUTES.socialLogin, { body, headers: firebaseBearer(idToken) });
}

/** The user behind `session` (the start-up check asks before that session is stored). */
export function getCurrentUser(
  api: ApiClient,
  session: ApiSession,
  signal?: AbortSignal,
): Promise<GetUserResponse> {
  return api.request(ROUTES.getUser, { headers: sessionHeaders(session), signal });
}

/** Needs a Firebase ID token from a sign-in of the last few minutes (reauthenticate). */
export function updatePassword(
  api: ApiClient,
  password: string,
  recentIdToken: string,
): Promise<UpdatePasswordResponse> {
  return api.request(ROUTES.updatePassword, {
    body: { password },
    headers: { [HEADERS.recentSignIn]: recentIdToken },
  });
}

/** Rejects with ApiError carrying `field` and code 11000 / 6555 for the form. */
export function updateMe(
  api: ApiClient,
  body: UpdateMeBody,
  signal?: AbortSignal,
): Promise<UpdateMeResponse> {
  return api.request(ROUTES.updateMe, { body, signal });
}

export function checkUsername(
  api: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<CheckUsernameResponse> {
  return api.request(ROUTES.checkUsername, { query: { username }, signal });
}

/** Dev only: the Auth emulator's outgoing emails (404 against real Firebase). */
export function getDevMailbox(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<MailboxResponse> {
  return api.request(ROUTES.devMailbox, { signal });
}

/** `message.waitlist` says whether the add/edit extension screens stay closed. */
export function checkBeta(
  api: ApiClient,
  email: string,
  signal?: AbortSignal,
): Promise<CheckBetaResponse> {
  return api.request(ROUTES.checkBeta, { params: { email }, signal });
}

export function addBetaUser(
  api: ApiClient,
  body: AddBetaUserBody,
  signal?: AbortSignal,
): Promise<AddBetaUserResponse> {
  return api.request(ROUTES.addBetaUser, { body, signal });
}
