/**
 * The payout account form's rules in friendly words, shared by My store's and the
 * editor's form (every field checked at once, before anything is sent) and the
 * server, so both name the same real rule and never raw schema text.
 */
import { PATTERNS, type FieldErrors } from './validation';

/** The bank account kinds a payout account may be (shared/api/commerce.ts re-exports them). */
export const ACCOUNT_TYPES = ['savings', 'current'] as const;

export const LINK_ACCOUNT_MESSAGES = {
  ifsc: 'Enter an IFSC like HDFC0001234: 4 letters, a 0, then 6 letters or digits.',
  accountNumber: 'Enter your account number: 9 to 18 digits.',
  accountType: 'Choose savings or current.',
  email: 'Enter a valid email address.',
  name: 'Enter the account holder’s name as the bank knows it.',
  phone: 'Enter a phone number of 10 to 15 digits; Razorpay needs it to pay you.',
  pan: 'Enter your PAN like ABCDE1234F; Razorpay needs it to pay you.',
} as const;

export interface LinkAccountValues {
  name: string;
  userEmail: string;
  ifsc: string;
  account_number: string;
  account_type: string;
  phone: string;
  pan: string;
}

/**
 * Every field's problem at once. `providerNeedsContact`: Razorpay needs phone and
 * PAN; elsewhere they are checked only when given.
 */
export function validateLinkAccount(
  values: LinkAccountValues,
  providerNeedsContact = false,
): FieldErrors<keyof LinkAccountValues> {
  const errors: FieldErrors<keyof LinkAccountValues> = {};
  if (values.name.trim().length < 3 || values.name.trim().length > 60) {
    errors.name = LINK_ACCOUNT_MESSAGES.name;
  }
  if (!PATTERNS.email.test(values.userEmail.trim())) {
    errors.userEmail = LINK_ACCOUNT_MESSAGES.email;
  }
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(values.ifsc.trim().toUpperCase())) {
    errors.ifsc = LINK_ACCOUNT_MESSAGES.ifsc;
  }
  if (!/^\d{9,18}$/.test(values.account_number.replace(/\s+/g, ''))) {
    errors.account_number = LINK_ACCOUNT_MESSAGES.accountNumber;
  }
  if (!(ACCOUNT_TYPES as readonly string[]).includes(values.account_type)) {
    errors.account_type = LINK_ACCOUNT_MESSAGES.accountType;
  }
  const phone = values.phone.replace(/[\s+-]/g, '');
  if ((providerNeedsContact || phone !== '') && !/^\d{10,15}$/.test(phone)) {
    errors.phone = LINK_ACCOUNT_MESSAGES.phone;
  }
  const pan = values.pan.trim().toUpperCase();
  if ((providerNeedsContact || pan !== '') && !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) {
    errors.pan = LINK_ACCOUNT_MESSAGES.pan;
  }
  return errors;
}
