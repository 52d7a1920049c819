/**
 * Spec §5 User form rules of the profile fields, one definition for the
 * account screen and /api/update-me. The username's format lives here too;
 * whether it is reserved or taken is the caller's job (the server answers
 * those with codes 6555 and 11000).
 */
import { ACCOUNT_MESSAGES, LOCATION_MAX_LENGTH, type UpdatableField } from './account';
import { validateUserName, validateUsernameFormat, validateWebsite } from './validation';

type Rule = (value: string) => string | undefined;

export const PROFILE_RULES: Record<UpdatableField, Rule> = {
  name: validateUserName,
  username: validateUsernameFormat,
  avatar: value => validateWebsite(value.trim()),
  website: value => validateWebsite(value.trim()),
  location: value =>
    value.trim().length > LOCATION_MAX_LENGTH ? ACCOUNT_MESSAGES.location : undefined,
};
