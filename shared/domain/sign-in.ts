/**
 * Signing in (spec §4 auth flow), for the sign-in screens and the server: the
 * social providers, the name a social sign-in without one gets, and what the
 * server answers when a sign-in is refused (shown as it is). Apart from
 * shared/domain/auth.ts, whose empty error the app shell needs on every page: a
 * module's values travel together (issue 18). shared/api/auth.ts re-exports them.
 */
/** Spec §4: the name a social sign-in without a display name gets. */
export const DEFAULT_SOCIAL_NAME = 'User Name';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const AUTH_MESSAGES = {
  missingIdToken: 'Sign in with Firebase first: the Firebase ID token is missing',
  invalidIdToken: 'The Firebase sign-in is not valid. Please sign in again.',
  expiredIdToken: 'The Firebase sign-in has expired. Please sign in again.',
  disabled: 'This account has been disabled.',
  emailMismatch: 'The email does not match the signed-in account',
  noEmail: 'The signed-in account has no email address',
  emailNotVerified: 'Email not verified',
  signInBeforePasswordChange:
    'This sign-in happened before the password was changed. Please sign in again.',
  agreement: 'You must accept the terms to create an account',
  notConfigured:
    'Sign-in is not configured on this server: start it with the Auth emulator or set the Firebase variables',
} as const;
