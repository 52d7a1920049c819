/**
 * The authentication error catalogue of spec §8: an identity-provider error
 * code becomes the title and message the sign-in screens show. The spec's
 * seven entries are word for word; codes the spec names without a reaction
 * (too-many-requests, popup-closed-by-user, popup-blocked,
 * network-request-failed) get messages of ours; any other code gives an empty
 * error, which the screens show as nothing.
 */

import { EMPTY_AUTH_ERROR, type AuthErrorInfo } from './auth';

export { EMPTY_AUTH_ERROR, type AuthErrorInfo };

/** Spec §8, verbatim. */
export const SPEC_AUTH_ERRORS = {
  'auth/invalid-email': {
    title: 'Invalid Email Address',
    message: 'The provided email address or password is not valid. Please try again',
  },
  'auth/user-not-found': {
    title: 'User Not Found',
    message:
      'The user account does not exist. Please check the email or sign up for a new account.',
  },
  'auth/wrong-password': {
    title: 'Incorrect Password',
    message: 'The password or email you entered is incorrect. Please try again.',
  },
  'auth/email-already-in-use': {
    title: 'Email Already Registered',
    message:
      'This email address is already associated with an existing account. Please sign in or use a different email.',
  },
  'auth/operation-not-allowed': {
    title: 'Operation Not Allowed',
    message:
      'The requested operation is not allowed. Please contact support for assistance.',
  },
  'auth/weak-password': {
    title: 'Weak Password',
    message:
      'The password must be at least 6 characters long. Please choose a stronger password.',
  },
  'auth/account-exists-with-different-credential': {
    title: 'Account Exists with Different Credential',
    message:
      'An account with this email already exists using a different sign-in method. Please sign in using the appropriate method.',
  },
} as const satisfies Record<string, AuthErrorInfo>;

/** Ours, for provider codes the spec lists without saying what the user sees. */
export const EXTRA_AUTH_ERRORS = {
  'auth/too-many-requests': {
    title: 'Too Many Attempts',
    message:
      'Sign-in is paused for this account after too many attempts. Please wait a few minutes and try again, or reset your password.',
  },
  'auth/popup-closed-by-user': {
    title: 'Sign-in Cancelled',
    message:
      'The sign-in window was closed before signing in finished. Please try again.',
  },
  'auth/popup-blocked': {
    title: 'Pop-up Blocked',
    message:
      'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
  },
  'auth/network-request-failed': {
    title: 'Network Error',
    message:
      'We could not reach the sign-in service. Please check your connection and try again.',
  },
} as const satisfies Record<string, AuthErrorInfo>;

/**
 * Newer Firebase back ends (and the emulator with email enumeration protection)
 * answer a wrong password with `auth/invalid-credential` (or the older
 * `auth/invalid-login-credentials`) instead of `auth/wrong-password`, without
 * saying whether the account exists: it is shown as the spec's wrong-password
 * entry, whose message already names "password or email".
 */
export const AUTH_ERROR_ALIASES: Readonly<Record<string, keyof typeof SPEC_AUTH_ERRORS>> =
  {
    'auth/invalid-credential': 'auth/wrong-password',
    'auth/invalid-login-credentials': 'auth/wrong-password',
  };

const CATALOGUE: Readonly<Record<string, AuthErrorInfo>> = {
  ...SPEC_AUTH_ERRORS,
  ...EXTRA_AUTH_ERRORS,
};

/** The title and message for a provider error code; unknown codes give EMPTY_AUTH_ERROR. */
export function authErrorFor(code: string | undefined): AuthErrorInfo {
  if (!code) return EMPTY_AUTH_ERROR;
  const key = Object.hasOwn(AUTH_ERROR_ALIASES, code) ? AUTH_ERROR_ALIASES[code] : code;
  return key !== undefined && Object.hasOwn(CATALOGUE, key)
    ? (CATALOGUE[key] ?? EMPTY_AUTH_ERROR)
    : EMPTY_AUTH_ERROR;
}

const CODE_PATTERN = /^auth\/[a-z0-9-]{1,60}$/;

/** The `auth/...` code of a Firebase error (or anything shaped like one), else undefined. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && CODE_PATTERN.test(code) ? code : undefined;
}

export function isEmptyAuthError(error: AuthErrorInfo): boolean {
  return error.title === '' && error.message === '';
}
