import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/api/account';
import type { SessionResponse } from '#shared/api/auth';
import type { EventBody } from '#shared/api/events';
import { ApiError } from '#shared/api/client/http';
import { AUTH_MESSAGES } from '#shared/domain/sign-in';
import type { AuthFlowState, AuthState } from './auth-atoms';
import {
  NEXT_SECOND_MS,
  signInWithPassword,
  signInWithProvider,
  signUpWithPassword,
  socialLoginBody,
  VERIFICATION_SENT_MESSAGE,
  type AuthDeps,
} from './auth-flow';
import type { FirebaseClient, FirebaseSession } from './firebase-client';
import { signOutEverywhere } from './sign-out';

const firebaseUser = (emailVerified: boolean): FirebaseSession => ({
  uid: 'fb1',
  email: 'new@example.com',
  emailVerified,
  displayName: '',
  photoURL: '',
  idToken: 'id-token',
});

const user: CurrentUser = {
  id: 'u1',
  email: 'new@example.com',
  name: 'Nia',
  username: 'nia1',
  avatar: '',
  role: 'user',
  profile: { website: '', location: '' },
  emailVerified: true,
  createdAt: '2026-11-22T00:00:00.000Z',
};
const session: SessionResponse = {
  email: user.email,
  id: user.id,
  token: 'session',
  expiresAt: '2026-11-29T00:00:00.000Z',
  user,
};

/** Firebase is an outside service: the client is replaced by a recorder here (e2e uses the emulator). */
function harness(options: {
  verified?: boolean;
  failWith?: Error;
  backendError?: Error;
}) {
  const calls: string[] = [];
  const providerError = options.failWith;
  const step = (name: string) => {
    calls.push(name);
    if (providerError) return Promise.reject(providerError);
    return Promise.resolve(firebaseUser(options.verified ?? true));
  };
  const client = {
    mode: 'emulator',
    signUp: () => step('signUp'),
    signIn: () => step('signIn'),
    socialSignIn: () => step('socialSignIn'),
    signOut: vi.fn(() => Promise.resolve(calls.push('signOut')).then(() => undefined)),
    sendVerification: vi.fn(() =>
      Promise.resolve(calls.push('sendVerification')).then(() => undefined),
    ),
    deleteCurrentUser: vi.fn(() =>
      Promise.resolve(calls.push('delete')).then(() => undefined),
    ),
  } as Partial<FirebaseClient> as FirebaseClient;
  const backend = () =>
    options.backendError
      ? Promise.reject(options.backendError)
      : Promise.resolve(session);
  const states: AuthFlowState[] = [];
  const auth: AuthState[] = [];
  const events: EventBody[] = [];
  const toasts: string[] = [];
  const saveProfile = vi.fn((_profile: unknown) => Promise.resolve());
  const deps: AuthDeps = {
    firebase: () => Promise.resolve(client),
    backend: { signUp: backend, signIn: backend, socialLogin: backend },
    saveProfile,
    setAuth: state => auth.push(state),
    setFlow: state => states.push(state),
    track: event => events.push(event),
    toast: message => toasts.push(message),
  };
  return { deps, client, calls, states, auth, events, toasts, saveProfile };
}

const values = {
  name: 'Nia',
  username: 'nia1',
  email: 'new@example.com',
  agreement: 'on',
};

describe('auth flow (spec §4)', () => {
  it('sign-up with an unverified email sends the link, toasts, and does not sign in', async () => {
    const h = harness({ verified: false });
    const final = await signUpWithPassword(h.deps, values, 'Secret#123');
    expect(final).toEqual({ status: 'emailSent', email: 'new@example.com' });
    expect(h.states.map(s => s.status)).toEqual(['loading', 'emailSent']);
    expect(h.toasts).toEqual([VERIFICATION_SENT_MESSAGE]);
    expect(h.toasts[0]).toBe(
      'Your email verification link has been sent; please check your email and spam.',
    );
    expect(h.calls).toEqual(['signUp', 'sendVerification', 'signOut']);
    expect(h.saveProfile).not.toHaveBeenCalled();
    expect(h.auth).toEqual([]);
    expect(h.events).toEqual([
      {
        name: 'auth_attempt',
        method: 'password',
        action: 'signup',
        outcome: 'emailSent',
      },
    ]);
  });

  it('sign-in with a verified email stores {email, id, token} and sets the user', async () => {
    const h = harness({ verified: true });
    expect(await signInWithPassword(h.deps, 'new@example.com', 'Secret#123')).toEqual({
      status: 'success',
    });
    const profile = { email: user.email, id: 'u1', token: 'session' };
    expect(h.saveProfile).toHaveBeenCalledWith(profile);
    expect(h.auth).toEqual([{ status: 'signedIn', profile, user }]);
    expect(JSON.stringify(h.events)).not.toContain('Secret#123');
  });

  it('a backend "Email not verified" answer also ends in emailSent', async () => {
    const h = harness({
      verified: true,
      backendError: new ApiError('Email not verified', 403, 'FORBIDDEN'),
    });
    expect((await signInWithPassword(h.deps, 'a@b.co', 'x')).status).toBe('emailSent');
    expect(h.saveProfile).not.toHaveBeenCalled();
  });

  it('a sign-in in the second of a password change signs in again a second later', async () => {
    vi.useFakeTimers();
    try {
      const h = harness({ verified: true });
      const sameSecond = new ApiError(
        AUTH_MESSAGES.signInBeforePasswordChange,
        401,
        'UNAUTHORIZED',
      );
      const exchange = vi
        .fn<AuthDeps['backend']['signIn']>()
        .mockRejectedValueOnce(sameSecond)
        .mockResolvedValue(session);
      h.deps.backend.signIn = exchange;
      const result = signInWithPassword(h.deps, 'new@example.com', 'Brand#New42');
      await vi.advanceTimersByTimeAsync(NEXT_SECOND_MS - 1);
      expect(h.calls).toEqual(['signIn']);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({ status: 'success' });
      expect(h.calls).toEqual(['signIn', 'signIn']);
      expect(exchange).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second refusal after the retry is shown, not retried again', async () => {
    vi.useFakeTimers();
    try {
      const h = harness({
        verified: true,
        backendError: new ApiError(
          AUTH_MESSAGES.signInBeforePasswordChange,
          401,
          'UNAUTHORIZED',
        ),
      });
      const result = signInWithPassword(h.deps, 'new@example.com', 'Old#Pass42');
      await vi.advanceTimersByTimeAsync(NEXT_SECOND_MS * 3);
      expect(await result).toMatchObject({ status: 'error' });
      expect(h.calls).toEqual(['signIn', 'signIn']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('provider errors become the catalogue entry and are recorded with their code', async () => {
    const h = harness({
      failWith: Object.assign(new Error('wrong'), { code: 'auth/wrong-password' }),
    });
    const final = await signInWithPassword(h.deps, 'a@b.co', 'Wrong#123');
    expect(final).toMatchObject({
      status: 'error',
      code: 'auth/wrong-password',
      error: { title: 'Incorrect Password' },
    });
    expect(h.events).toEqual([
      {
        name: 'auth_attempt',
        method: 'password',
        action: 'signin',
        outcome: 'error',
        errorCode: 'auth/wrong-password',
      },
    ]);
  });

  it('maps backend 11000 and 6555 to field errors and removes the orphan Firebase account', async () => {
    const duplicate = harness({
      backendError: new ApiError('username already exists', 409, 11000, 'username'),
    });
    expect(await signUpWithPassword(duplicate.deps, values, 'Secret#123')).toMatchObject({
      status: 'error',
      fieldErrors: { username: { message: 'already exists' } },
    });
    expect(duplicate.calls).toContain('delete');

    const reserved = harness({
      backendError: new ApiError('is reserved', 400, 6555, 'username'),
    });
    expect(await signUpWithPassword(reserved.deps, values, 'Secret#123')).toMatchObject({
      fieldErrors: {
        username: { message: 'is reserved', helpUrl: '/about#reserved-usernames' },
      },
    });
  });

  it('social sign-in sends the spec payload with the User Name fallback', async () => {
    const body = socialLoginBody(
      { ...firebaseUser(true), email: 'jo.doe@example.com', photoURL: 'https://x/y.png' },
      'github',
    );
    expect(body).toEqual({
      email: 'jo.doe@example.com',
      name: 'User Name',
      avatar: 'https://x/y.png',
      username: 'jo.doe',
      emailVerified: true,
      provider: 'github',
    });
    const h = harness({ verified: false });
    expect((await signInWithProvider(h.deps, 'google')).status).toBe('emailSent');
  });

  it('sign-out clears the profile, the provider session and the user, and sets idle', async () => {
    const h = harness({});
    await signOutEverywhere(h.deps, h.client);
    expect(h.saveProfile).toHaveBeenCalledWith(null);
    expect(h.calls).toContain('signOut');
    expect(h.auth).toEqual([{ status: 'signedOut' }]);
    expect(h.states).toEqual([{ status: 'idle' }]);
  });
});
