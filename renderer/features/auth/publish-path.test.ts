import { describe, expect, it } from 'vitest';
import { EDITOR_PATH, MY_EXTENSIONS_PATH, publishPath } from './publish-path';
import { signInReason } from './sign-in-reasons';
import { safeNext } from './LoginScreen';

describe('publishPath', () => {
  it('sends a signed-in maker to My Extensions, as the spec navigation does', () => {
    expect(publishPath(true)).toBe(MY_EXTENSIONS_PATH);
  });

  it('sends a visitor to sign in with the reason and the editor as the next stop', () => {
    const url = new URL(publishPath(false), 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('why')).toBe('publish');
    expect(safeNext(url.searchParams.get('next'))).toBe(EDITOR_PATH);
  });
});

describe('signInReason', () => {
  it('knows only its own reasons', () => {
    expect(signInReason('publish')).toMatch(/to publish your extension/);
    expect(signInReason('toString')).toBeUndefined();
    expect(signInReason('<script>')).toBeUndefined();
    expect(signInReason(null)).toBeUndefined();
  });
});
