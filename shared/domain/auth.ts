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
