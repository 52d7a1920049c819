/**
 * Validation rules and messages of spec §5, shared by the forms and the server,
 * so a rule can never say one thing in the browser and another in the API.
 */
import { LIMITS } from '../constants';

export const PATTERNS = {
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  password: /^(?=.*\d)(?=.*[!@#$%^&*])(?=.*[a-z])(?=.*[A-Z]).{8,20}$/,
  username: /^[A-Za-z0-9]{4,15}$/,
  name: /^[A-Za-z ]+$/,
  description: /^[A-Za-z ]+$/,
  url: /^https?:\/\/[^\s/$.?#].[^\s]*$/i,
} as const;

export const MESSAGES = {
  required: 'Required field',
  slug: 'must have minimum 4 characters and maximum 25',
  /** A slug of the right length with other characters: say which characters are allowed. */
  slugCharacters:
    'can use only lower-case letters (a-z), digits and single hyphens between them, like async-delay',
  extensionName: 'must have minimum 5 characters and maximum 30',
  description: 'must have minimum 15 characters and maximum 150',
  alreadyExists: 'Already exists',
  email: '{email} format',
  password:
    'must contain atleast 8 letter , a symbol, upper and lower case letters and a number',
  username:
    'must be atleast 4 letters and should not contain spaces and symbols and maximum 15 character',
  reserved: 'is reserved',
  userName: 'can have minimum 3 and maximum 30 character',
  website: "doesn't seems to be a url",
  userAlreadyExists: 'already exists',
  /** Publishing needs a builder the extension is known to work with. */
  worksWith: 'Choose at least one builder it works with to publish',
} as const;

/** Backend error codes the forms translate into field messages. */
export const DUPLICATE_KEY_CODE = 11000;
export const RESERVED_USERNAME_CODE = 6555;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function lengthBetween(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

export function isValidSlug(slug: string): boolean {
  return (
    PATTERNS.slug.test(slug) && lengthBetween(slug, LIMITS.slug.min, LIMITS.slug.max)
  );
}

export function isValidExtensionName(name: string): boolean {
  return (
    PATTERNS.name.test(name) &&
    lengthBetween(name, LIMITS.extensionName.min, LIMITS.extensionName.max)
  );
}

export function isValidDescription(description: string): boolean {
  return lengthBetween(
    description.trim(),
    LIMITS.description.min,
    LIMITS.description.max,
  );
}

export function isSafeHttpUrl(value: string): boolean {
  if (!PATTERNS.url.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface ExtensionFormValues {
  aixVersions: readonly unknown[];
  name: string;
  description: string;
  slug: string;
  icon: string;
  packageName: string;
  author: string;
}

export type ExtensionFormField = keyof ExtensionFormValues;

/** Labels of spec §5 for fields whose label differs from their name. */
export const EXTENSION_FIELD_LABELS: Record<ExtensionFormField, string> = {
  aixVersions: 'AIX',
  name: 'Name',
  description: 'Description',
  slug: 'Slug',
  icon: 'Extension Icon',
  packageName: 'AIX',
  author: 'Author',
};

export function validateExtensionForm(
  values: ExtensionFormValues,
): FieldErrors<ExtensionFormField> {
  const errors: FieldErrors<ExtensionFormField> = {};
  if (values.aixVersions.length === 0) errors.aixVersions = MESSAGES.required;
  for (const field of [
    'name',
    'description',
    'slug',
    'icon',
    'packageName',
    'author',
  ] as const) {
    if (values[field].trim() === '') errors[field] = MESSAGES.required;
  }
  if (!errors.slug && !isValidSlug(values.slug)) {
    // The spec's length message word for word; a slug of the right length learns the characters.
    errors.slug = lengthBetween(values.slug, LIMITS.slug.min, LIMITS.slug.max)
      ? MESSAGES.slugCharacters
      : MESSAGES.slug;
  }
  if (!errors.name && !isValidExtensionName(values.name))
    errors.name = MESSAGES.extensionName;
  if (!errors.description && !isValidDescription(values.description)) {
    errors.description = MESSAGES.description;
  }
  return errors;
}

export function validateEmail(email: string): string | undefined {
  return PATTERNS.email.test(email) ? undefined : MESSAGES.email;
}

export function validatePassword(password: string): string | undefined {
  return PATTERNS.password.test(password) ? undefined : MESSAGES.password;
}

export function validateUserName(name: string): string | undefined {
  const trimmed = name.trim();
  return PATTERNS.name.test(trimmed) &&
    lengthBetween(trimmed, LIMITS.userName.min, LIMITS.userName.max)
    ? undefined
    : MESSAGES.userName;
}

export function validateUsernameFormat(username: string): string | undefined {
  return PATTERNS.username.test(username) ? undefined : MESSAGES.username;
}

export function validateWebsite(website: string): string | undefined {
  return website === '' || isSafeHttpUrl(website) ? undefined : MESSAGES.website;
}
