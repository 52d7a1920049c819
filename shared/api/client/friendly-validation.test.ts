import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain/validation';
import { friendlyValidationMessage as friendly } from './friendly-validation';

describe('friendlyValidationMessage', () => {
  it.each([
    [
      '"ifsc" must match pattern "^[A-Z]{4}0[A-Z0-9]{6}$"',
      'ifsc',
      'Ifsc is not in the expected form.',
    ],
    [
      '"email" must match format "email"',
      'email',
      'Enter a valid email address, like you@example.com.',
    ],
    ['Missing field "name" in body', undefined, 'Name is required.'],
    ['"amount" must be >= 0', 'amount', 'Amount must be at least 0.'],
    ['"limit" must be <= 48', undefined, 'Limit can be at most 48.'],
    ['"price" must be integer', 'price', 'Price must be a whole number.'],
    [
      '"details" must not contain control characters',
      'details',
      'Details cannot contain tabs or other invisible control characters.',
    ],
    [
      '"currency" must be one of: INR, USD',
      'currency',
      'Choose currency from: INR, USD.',
    ],
    [
      '"worksWith" must NOT have fewer than 1 items',
      'worksWith',
      'Works with needs at least 1.',
    ],
    [
      '"account_number" must be string',
      'account_number',
      'Account number is missing or not in the expected form.',
    ],
  ])('turns %s into a sentence', (raw, field, expected) => {
    expect(friendly(raw, field)).toBe(expected);
    expect(friendly(raw, field)).not.toMatch(/must NOT|"/);
  });

  it('leaves sentences, and the spec’s own messages, word for word', () => {
    for (const message of [
      'Name needs at least 3 characters.',
      MESSAGES.slug,
      MESSAGES.password,
      MESSAGES.username,
      'Already exists',
    ]) {
      expect(friendly(message, 'name')).toBe(message);
    }
  });
});
