/**
 * Signing in (spec §4 auth flow): the social providers, the name a social sign-in
 * without one gets, and the messages the server answers with. Kept apart from the
 * TypeBox schemas in shared/api/auth.ts (which re-exports them) so the sign-in
 * screens can import them without TypeBox joining the browser bundle.
 */

/** A sign-in error as the screens show it (the catalogue is in auth-errors.ts). */
export interface AuthErrorInfo {
  title: string;
  message: string;
}

/**
 * No error to show. Here rather than beside the catalogue: the app shell needs
 * only this, and a module's exports stay in the chunk that holds it, so importing
 * it from auth-errors.ts put the whole catalogue into every first visit.
 */
export const EMPTY_AUTH_ERROR: AuthErrorInfo = { title: '', message: '' };

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
