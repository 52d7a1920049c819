/**
 * The sign-up, sign-in, social sign-in and sign-out sequences of spec §4, as
 * plain functions over their dependencies so each rule is testable:
 * - an unverified email never signs in: a verification link is sent, the
 *   spec's toast shown, and the flow ends in emailSent;
 * - a verified one stores the profile {email, id, token} and sets the user;
 * - provider errors become the §8 catalogue entry, backend sign-up errors
 *   field errors (§5), and every attempt is recorded (never the password).
 */
import type { SessionResponse } from '#shared/api/auth';
import { ACCOUNT_MESSAGES, RESERVED_USERNAME_HELP_URL } from '#shared/domain/account';
import {
  AUTH_MESSAGES,
  DEFAULT_SOCIAL_NAME,
  type SocialProvider,
} from '#shared/domain/sign-in';
import type { EventBody } from '#shared/api/events';
import {
  authErrorCode,
  authErrorFor,
  EMPTY_AUTH_ERROR,
  type AuthErrorInfo,
} from '#shared/domain/auth-errors';
import {
  DUPLICATE_KEY_CODE,
  MESSAGES,
  RESERVED_USERNAME_CODE,
} from '#shared/domain/validation';
import { ApiError } from '#shared/api/client/http';
import type { StoredProfile } from '../../platform/types';
import type { ToastOptions } from '../../components/toast-store';
import type { AuthFlowState, AuthState, FieldProblem, SignUpField } from './auth-atoms';
import type { FirebaseClient, FirebaseSession } from './firebase-client';

export const VERIFICATION_SENT_MESSAGE =
  'Your email verification link has been sent; please check your email and spam.';

export interface AuthBackend {
  signUp(idToken: string, body: SignUpValues): Promise<SessionResponse>;
  signIn(idToken: string): Promise<SessionResponse>;
  socialLogin(
    idToken: string,
    session: FirebaseSession,
    provider: SocialProvider,
  ): Promise<SessionResponse>;
}

export interface AuthDeps {
  firebase: () => Promise<FirebaseClient>;
  backend: AuthBackend;
  saveProfile(profile: StoredProfile | null): Promise<void>;
  setAuth(state: AuthState): void;
  setFlow(state: AuthFlowState): void;
  track(event: EventBody): void;
  toast(message: string, options?: ToastOptions): void;
}

export interface SignUpValues {
  name: string;
  username: string;
  email: string;
  /** The terms checkbox value; spec §5 wants 'on'. */
  agreement: string;
}

type Method = 'password' | SocialProvider;
type Action = 'signin' | 'signup';

function attempt(
  deps: AuthDeps,
  method: Method,
  action: Action,
  outcome: 'success' | 'error' | 'emailSent',
  errorCode?: string,
) {
  deps.track({
    name: 'auth_attempt',
    method,
    action,
    outcome,
    ...(errorCode ? { errorCode } : {}),
  });
}

function failure(
  deps: AuthDeps,
  method: Method,
  action: Action,
  error: unknown,
): AuthFlowState {
  const code = authErrorCode(error);
  const state: AuthFlowState = {
    status: 'error',
    error: code ? authErrorFor(code) : backendError(error),
    ...(code ? { code } : {}),
    ...(error instanceof ApiError && !code ? fieldErrorsOf(error) : {}),
  };
  attempt(deps, method, action, 'error', code);
  deps.setFlow(state);
  return state;
}

/** Backend errors are ours, not the catalogue's: show the server's message. */
function backendError(error: unknown): AuthErrorInfo {
  if (!(error instanceof ApiError)) return EMPTY_AUTH_ERROR;
  if (error.field) return EMPTY_AUTH_ERROR;
  return { title: 'Could not sign you in', message: error.message };
}

const FIELDS: readonly SignUpField[] = [
  'name',
  'username',
  'email',
  'password',
  'agreement',
];

/** Spec §5: 11000 gives 'already exists', 6555 'is reserved' with a help link. */
export function fieldErrorsOf(
  error: ApiError,
): { fieldErrors: Partial<Record<SignUpField, FieldProblem>> } | object {
  const field = FIELDS.find(name => name === error.field);
  if (error.code === RESERVED_USERNAME_CODE) {
    return {
      fieldErrors: {
        username: { message: MESSAGES.reserved, helpUrl: RESERVED_USERNAME_HELP_URL },
      },
    };
  }
  if (!field) return {};
  const message =
    error.code === DUPLICATE_KEY_CODE ? MESSAGES.userAlreadyExists : error.message;
  return { fieldErrors: { [field]: { message } } };
}

async function emailSent(
  deps: AuthDeps,
  client: FirebaseClient,
  method: Method,
  action: Action,
  email: string,
): Promise<AuthFlowState> {
  await client.sendVerification();
  // Not signed in until verified: the Firebase user must not linger either.
  await client.signOut();
  deps.toast(VERIFICATION_SENT_MESSAGE);
  attempt(deps, method, action, 'emailSent');
  const state: AuthFlowState = { status: 'emailSent', email };
  deps.setFlow(state);
  return state;
}

async function signedIn(
  deps: AuthDeps,
  method: Method,
  action: Action,
  session: SessionResponse,
): Promise<AuthFlowState> {
  const profile: StoredProfile = {
    email: session.email,
    id: session.id,
    token: session.token,
  };
  await deps.saveProfile(profile);
  deps.setAuth({ status: 'signedIn', profile, user: session.user });
  attempt(deps, method, action, 'success');
  const state: AuthFlowState = { status: 'success' };
  deps.setFlow(state);
  return state;
}

const isNotVerified = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.message === ACCOUNT_MESSAGES.emailNotVerified;

export async function signUpWithPassword(
  deps: AuthDeps,
  values: SignUpValues,
  password: string,
): Promise<AuthFlowState> {
  deps.setFlow({ status: 'loading' });
  let client: FirebaseClient | undefined;
  let created = false;
  try {
    client = await deps.firebase();
    const firebaseUser = await client.signUp(values.email, password);
    created = true;
    const session = await deps.backend.signUp(firebaseUser.idToken, values);
    created = false;
    if (!firebaseUser.emailVerified) {
      return await emailSent(deps, client, 'password', 'signup', firebaseUser.email);
    }
    return await signedIn(deps, 'password', 'signup', session);
  } catch (error) {
    // A Firebase account the backend refused would block the next try ("email in use").
    if (created && client) await client.deleteCurrentUser().catch(() => undefined);
    return failure(deps, 'password', 'signup', error);
  }
}

const inPasswordChangeSecond = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  error.message === AUTH_MESSAGES.signInBeforePasswordChange;

/** A sign-in time is whole seconds: one this long after another is in a later second. */
export const NEXT_SECOND_MS = 1_000;

/**
 * The backend counts a sign-in in the very second of a password change as before it
 * (auth.service.ts: a token from that second may predate the change). Firebase just
 * took this password, so it is the new one: signing in again a second later passes.
 */
async function exchangeSignIn(
  deps: AuthDeps,
  client: FirebaseClient,
  idToken: string,
  credentials: { email: string; password: string },
): Promise<SessionResponse> {
  try {
    return await deps.backend.signIn(idToken);
  } catch (error) {
    if (!inPasswordChangeSecond(error)) throw error;
    await new Promise(resolve => setTimeout(resolve, NEXT_SECOND_MS));
    const again = await client.signIn(credentials.email, credentials.password);
    return deps.backend.signIn(again.idToken);
  }
}

export async function signInWithPassword(
  deps: AuthDeps,
  email: string,
  password: string,
): Promise<AuthFlowState> {
  deps.setFlow({ status: 'loading' });
  try {
    const client = await deps.firebase();
    const firebaseUser = await client.signIn(email, password);
    if (!firebaseUser.emailVerified) {
      return await emailSent(deps, client, 'password', 'signin', firebaseUser.email);
    }
    try {
      return await signedIn(
        deps,
        'password',
        'signin',
        await exchangeSignIn(deps, client, firebaseUser.idToken, { email, password }),
      );
    } catch (error) {
      if (isNotVerified(error)) {
        return await emailSent(deps, client, 'password', 'signin', firebaseUser.email);
      }
      throw error;
    }
  } catch (error) {
    return failure(deps, 'password', 'signin', error);
  }
}

export async function signInWithProvider(
  deps: AuthDeps,
  provider: SocialProvider,
): Promise<AuthFlowState> {
  deps.setFlow({ status: 'loading' });
  try {
    const client = await deps.firebase();
    const firebaseUser = await client.socialSignIn(provider);
    if (!firebaseUser.emailVerified) {
      return await emailSent(deps, client, provider, 'signin', firebaseUser.email);
    }
    const session = await deps.backend.socialLogin(
      firebaseUser.idToken,
      firebaseUser,
      provider,
    );
    return await signedIn(deps, provider, 'signin', session);
  } catch (error) {
    return failure(deps, provider, 'signin', error);
  }
}

/** Spec §4 social payload: name falls back to 'User Name', username is the email's local part. */
export function socialLoginBody(session: FirebaseSession, provider: SocialProvider) {
  return {
    email: session.email,
    name: session.displayName.trim().slice(0, 100) || DEFAULT_SOCIAL_NAME,
    avatar: session.photoURL.length <= 1000 ? session.photoURL : '',
    username: (session.email.split('@')[0] ?? '').slice(0, 100),
    emailVerified: session.emailVerified,
    provider,
  };
}
