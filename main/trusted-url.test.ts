import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl, isInternalUrl } from './trusted-url';

describe('isInternalUrl', () => {
  it('accepts the packaged renderer and the dev server origin only', () => {
    expect(isInternalUrl('app://studio/index.html#/dashboard')).toBe(true);
    expect(isInternalUrl('app://studio.evil/index.html')).toBe(false);
    expect(isInternalUrl('app://other/index.html')).toBe(false);
    // The renderer is served from app://, never from the disk directly.
    expect(isInternalUrl('file:///app/out/renderer/index.html')).toBe(false);
    expect(isInternalUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(
      isInternalUrl('http://localhost:5173.evil.com/', 'http://localhost:5173'),
    ).toBe(false);
    expect(isInternalUrl('https://localhost:5173/', 'http://localhost:5173')).toBe(false);
    expect(isInternalUrl('http://localhost:5173/')).toBe(false);
    expect(isInternalUrl('not a url')).toBe(false);
  });
});

describe('isAllowedExternalUrl', () => {
  it('lets web and mail links out and keeps everything else in', () => {
    expect(isAllowedExternalUrl('https://aix.market/docs')).toBe(true);
    expect(isAllowedExternalUrl('mailto:help@aix.market')).toBe(true);
    expect(isAllowedExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isAllowedExternalUrl('smb://host/share')).toBe(false);
    expect(isAllowedExternalUrl('https://user:pass@evil.com')).toBe(false);
  });
});
