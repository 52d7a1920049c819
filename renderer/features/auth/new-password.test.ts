import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain/validation';
import { PASSWORDS_DIFFER, validateNewPassword } from './new-password';

describe('validateNewPassword', () => {
  it('accepts a password that follows the spec §5 rule and is confirmed', () => {
    expect(validateNewPassword('Secret#123', 'Secret#123')).toEqual({});
  });

  it('gives the spec message for a weak password', () => {
    for (const weak of ['nouppercase#1', 'NOLOWER#1', 'NoSymbol123', 'No#Digits']) {
      expect(validateNewPassword(weak, weak).password).toBe(MESSAGES.password);
    }
    expect(validateNewPassword('short#1A', 'short#1A')).toEqual({});
    expect(validateNewPassword('Aa#1', 'Aa#1').password).toBe(MESSAGES.password);
    expect(validateNewPassword('Aa#1aaaaaaaaaaaaaaaaa', 'x').password).toBe(
      MESSAGES.password,
    );
  });

  it('asks for the confirmation and checks it matches', () => {
    expect(validateNewPassword('Secret#123', '').confirm).toBe(MESSAGES.required);
    expect(validateNewPassword('Secret#123', 'Secret#124').confirm).toBe(
      PASSWORDS_DIFFER,
    );
  });
});
