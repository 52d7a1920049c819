import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain/validation';
import { validateSignUp } from './SignUpForm';

const good = {
  name: 'Asha Rao',
  username: 'asha42',
  email: 'asha@example.com',
  password: 'Secret#123',
  agreement: true,
};

describe('validateSignUp (spec §5 user form)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignUp(good)).toEqual({});
  });

  it('uses the exact spec messages', () => {
    const errors = validateSignUp({
      name: 'Al',
      username: 'a b',
      email: 'asha@',
      password: 'secret',
      agreement: false,
    });
    expect(errors.name?.message).toBe(MESSAGES.userName);
    expect(errors.username?.message).toBe(MESSAGES.username);
    expect(errors.email?.message).toBe('{email} format');
    expect(errors.password?.message).toBe(MESSAGES.password);
    expect(errors.agreement?.message).toBe(
      'You must accept the terms to create an account',
    );
  });

  it('flags reserved usernames with the help link', () => {
    expect(validateSignUp({ ...good, username: 'admin' }).username).toEqual({
      message: 'is reserved',
      helpUrl: '/about#reserved-usernames',
    });
  });
});
