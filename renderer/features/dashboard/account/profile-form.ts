/**
 * The profile form's rules (spec §5 User form): the same checks and messages
 * as /api/update-me, so a value the browser accepts is one the server accepts.
 */
import type { CurrentUser, UpdateMeBody } from '#shared/api/account';
import { UPDATABLE_FIELDS, type UpdatableField } from '#shared/domain/account';
import { validateUsernameNotReserved } from '#shared/domain/reserved-usernames';
import { PROFILE_RULES } from '#shared/domain/profile-rules';
import {
  DUPLICATE_KEY_CODE,
  MESSAGES,
  RESERVED_USERNAME_CODE,
  type FieldErrors,
} from '#shared/domain/validation';

export type ProfileValues = Record<UpdatableField, string>;
export type ProfileErrors = FieldErrors<UpdatableField>;

export const PROFILE_LABELS: Record<UpdatableField, string> = {
  name: 'Name',
  username: 'Username',
  avatar: 'Avatar URL',
  website: 'Website',
  location: 'Location',
};

export function profileValues(user: CurrentUser): ProfileValues {
  return {
    name: user.name,
    username: user.username,
    avatar: user.avatar,
    website: user.profile.website,
    location: user.profile.location,
  };
}

const RULES: Record<UpdatableField, (value: string) => string | undefined> = {
  ...PROFILE_RULES,
  username: value => PROFILE_RULES.username(value) ?? validateUsernameNotReserved(value),
};

/**
 * Checks the fields that differ from `initial`, as the server checks only the
 * fields it is sent: an account created without a name can still save a website.
 */
export function validateProfile(
  values: ProfileValues,
  initial?: ProfileValues,
): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of UPDATABLE_FIELDS) {
    if (initial && values[field].trim() === initial[field].trim()) continue;
    const error = RULES[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function firstInvalidField(errors: ProfileErrors): UpdatableField | undefined {
  return UPDATABLE_FIELDS.find(field => errors[field] !== undefined);
}

/** Only what changed is sent, so an untouched username is never re-checked. */
export function changedFields(
  initial: ProfileValues,
  values: ProfileValues,
): UpdateMeBody['updateValue'] {
  const update: UpdateMeBody['updateValue'] = {};
  for (const field of UPDATABLE_FIELDS) {
    const value = field === 'username' ? values[field] : values[field].trim();
    if (value !== initial[field]) update[field] = value;
  }
  return update;
}

export interface ServerFieldError {
  field: UpdatableField;
  message: string;
  /** Code 6555: the message gets a link explaining reserved usernames. */
  reserved: boolean;
}

function isUpdatableField(field: string | undefined): field is UpdatableField {
  return UPDATABLE_FIELDS.some(known => known === field);
}

/** Spec §5: 11000 reads 'already exists', 6555 'is reserved', both on their field. */
export function serverFieldError(error: {
  code: unknown;
  message: string;
  field?: string | undefined;
}): ServerFieldError | undefined {
  if (!isUpdatableField(error.field)) return undefined;
  if (error.code === RESERVED_USERNAME_CODE) {
    return { field: error.field, message: MESSAGES.reserved, reserved: true };
  }
  if (error.code === DUPLICATE_KEY_CODE) {
    return { field: error.field, message: MESSAGES.userAlreadyExists, reserved: false };
  }
  return { field: error.field, message: error.message, reserved: false };
}
