/**
 * The signed-in user's account rules and messages (spec §5 User form, §7): the
 * fields /api/update-me may change, the location's limit, the answers' messages
 * and the beta form's. Kept apart from the TypeBox schemas in shared/api/account.ts
 * (which re-exports them) so the account, sign-up and beta screens can import them
 * without TypeBox joining the browser bundle.
 */
import { MESSAGES } from './validation';

/** Where the UI sends users who hit a reserved username (code 6555). */
export const RESERVED_USERNAME_HELP_URL = '/about#reserved-usernames';

export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  emailNotVerified: 'Email not verified',
  notYourAccount: 'You can only change your own account',
  recentSignInRequired: 'Sign in again to change your password',
  location: 'can have maximum 60 character',
} as const;

export const LOCATION_MAX_LENGTH = 60;

/** The fields `/api/update-me` may change; each has its spec §5 rule and message. */
export const UPDATABLE_FIELDS = [
  'name',
  'username',
  'avatar',
  'website',
  'location',
] as const;
export type UpdatableField = (typeof UPDATABLE_FIELDS)[number];

export const BETA_MESSAGES = {
  /** Spec §5's URL message, as for the website. */
  profileLink: MESSAGES.website,
  notFound: 'No beta application for this email',
} as const;
