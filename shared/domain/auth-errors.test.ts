import { describe, expect, it } from 'vitest';
import {
  authErrorCode,
  authErrorFor,
  EMPTY_AUTH_ERROR,
  EXTRA_AUTH_ERRORS,
  isEmptyAuthError,
} from './auth-errors';

describe('auth error catalogue (spec §8)', () => {
  it.each([
    [
      'auth/invalid-email',
      'Invalid Email Address',
      'The provided email address or password is not valid. Please try again',
    ],
    [
      'auth/user-not-found',
      'User Not Found',
      'The user account does not exist. Please check the email or sign up for a new account.',
    ],
    [
      'auth/wrong-password',
      'Incorrect Password',
      'The password or email you entered is incorrect. Please try again.',
    ],
    [
      'auth/email-already-in-use',
      'Email Already Registered',
      'This email address is already associated with an existing account. Please sign in or use a different email.',
    ],
    [
      'auth/operation-not-allowed',
      'Operation Not Allowed',
      'The requested operation is not allowed. Please contact support for assistance.',
    ],
    [
      'auth/weak-password',
      'Weak Password',
      'The password must be at least 6 characters long. Please choose a stronger password.',
    ],
    [
      'auth/account-exists-with-different-credential',
      'Account Exists with Different Credential',
      'An account with this email already exists using a different sign-in method. Please sign in using the appropriate method.',
    ],
  ])('%s reads word for word', (code, title, message) => {
    expect(authErrorFor(code)).toEqual({ title, message });
  });

  it('shows invalid-credential answers as the wrong-password entry', () => {
    expect(authErrorFor('auth/invalid-credential')).toEqual(
      authErrorFor('auth/wrong-password'),
    );
    expect(authErrorFor('auth/invalid-login-credentials').title).toBe(
      'Incorrect Password',
    );
  });

  it('gives our own non-empty messages to the four named extra codes', () => {
    for (const code of Object.keys(EXTRA_AUTH_ERRORS)) {
      const error = authErrorFor(code);
      expect(error.title.length).toBeGreaterThan(3);
      expect(error.message.length).toBeGreaterThan(20);
    }
    expect(Object.keys(EXTRA_AUTH_ERRORS).sort()).toEqual([
      'auth/network-request-failed',
      'auth/popup-blocked',
      'auth/popup-closed-by-user',
      'auth/too-many-requests',
    ]);
  });

  it('gives an empty error for any other code', () => {
    for (const code of [
      'auth/user-disabled',
      'auth/internal-error',
      'nope',
      '',
      undefined,
    ]) {
      expect(authErrorFor(code)).toEqual(EMPTY_AUTH_ERROR);
      expect(isEmptyAuthError(authErrorFor(code))).toBe(true);
    }
    // Object prototype keys are not catalogue entries.
    expect(authErrorFor('constructor')).toEqual(EMPTY_AUTH_ERROR);
  });

  it('reads the code of Firebase-shaped errors only', () => {
    expect(authErrorCode({ code: 'auth/wrong-password', message: 'x' })).toBe(
      'auth/wrong-password',
    );
    expect(authErrorCode(new Error('plain'))).toBeUndefined();
    expect(authErrorCode({ code: 11000 })).toBeUndefined();
    expect(authErrorCode({ code: 'auth/<script>' })).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
  });
});
