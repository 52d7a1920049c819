import { describe, expect, it } from 'vitest';
import { isRecentSignIn } from './account.service';

describe('isRecentSignIn', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  const secondsAgo = (seconds: number) => now / 1000 - seconds;

  it('accepts a sign-in from the last five minutes', () => {
    expect(isRecentSignIn(secondsAgo(0), now)).toBe(true);
    expect(isRecentSignIn(secondsAgo(300), now)).toBe(true);
  });

  it('refuses an older sign-in and one from the future beyond clock skew', () => {
    expect(isRecentSignIn(secondsAgo(301), now)).toBe(false);
    expect(isRecentSignIn(secondsAgo(-120), now)).toBe(false);
  });
});
