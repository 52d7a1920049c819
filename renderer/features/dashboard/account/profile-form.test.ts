import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/api/account';
import {
  changedFields,
  firstInvalidField,
  profileValues,
  serverFieldError,
  validateProfile,
} from './profile-form';

const user: CurrentUser = {
  id: 'u1',
  email: 'asha@example.com',
  name: '',
  username: 'asha',
  avatar: '',
  role: 'user',
  profile: { website: '', location: '' },
  emailVerified: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('profile form rules (spec §5 User form)', () => {
  it('gives the exact spec messages for broken fields', () => {
    const values = {
      name: 'A1',
      username: 'a b',
      avatar: 'javascript:alert(1)',
      website: 'not a url',
      location: 'x'.repeat(61),
    };
    expect(validateProfile(values)).toEqual({
      name: 'can have minimum 3 and maximum 30 character',
      username:
        'must be atleast 4 letters and should not contain spaces and symbols and maximum 15 character',
      avatar: "doesn't seems to be a url",
      website: "doesn't seems to be a url",
      location: 'can have maximum 60 character',
    });
    expect(validateProfile({ ...values, username: 'admin' }).username).toBe(
      'is reserved',
    );
  });

  it('checks only fields that changed, as the server checks only fields it is sent', () => {
    const initial = profileValues(user);
    // The account has no name (sign-up without one) and may still save a website.
    expect(validateProfile({ ...initial, website: 'https://asha.dev' }, initial)).toEqual(
      {},
    );
    expect(validateProfile({ ...initial, name: 'Jo' }, initial)).toEqual({
      name: 'can have minimum 3 and maximum 30 character',
    });
  });

  it('sends only what changed, trimmed (except the username, which must match as typed)', () => {
    const initial = profileValues(user);
    expect(
      changedFields(initial, { ...initial, name: ' Asha Rao ', location: ' Pune ' }),
    ).toEqual({ name: 'Asha Rao', location: 'Pune' });
    expect(changedFields(initial, initial)).toEqual({});
  });

  it('puts backend codes 11000 and 6555 on their field with the spec wording', () => {
    expect(serverFieldError({ code: 11000, message: 'dup', field: 'username' })).toEqual({
      field: 'username',
      message: 'already exists',
      reserved: false,
    });
    expect(serverFieldError({ code: 6555, message: 'x', field: 'username' })).toEqual({
      field: 'username',
      message: 'is reserved',
      reserved: true,
    });
    expect(
      serverFieldError({
        code: 'BAD_REQUEST',
        message: "doesn't seems to be a url",
        field: 'website',
      }),
    ).toEqual({
      field: 'website',
      message: "doesn't seems to be a url",
      reserved: false,
    });
    expect(serverFieldError({ code: 'UNAUTHORIZED', message: 'no' })).toBeUndefined();
    expect(
      serverFieldError({ code: 'BAD_REQUEST', message: 'x', field: 'email' }),
    ).toBeUndefined();
  });

  it('reports the first invalid field in form order', () => {
    expect(firstInvalidField({ location: 'x', username: 'y' })).toBe('username');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
