/** The new-password rule of spec §5 plus the confirmation field of our forms. */
import { MESSAGES, validatePassword } from '#shared/domain/validation';

export const PASSWORDS_DIFFER = 'Passwords do not match';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

export function validateNewPassword(
  password: string,
  confirm: string,
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = validatePassword(password);
  if (rule) errors.password = rule;
  if (confirm === '') errors.confirm = MESSAGES.required;
  else if (confirm !== password) errors.confirm = PASSWORDS_DIFFER;
  return errors;
}
