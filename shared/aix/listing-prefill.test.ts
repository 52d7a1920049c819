import { describe, expect, it } from 'vitest';
import { isValidExtensionName, isValidSlug } from '../domain/validation';
import { prefillListing } from './listing-prefill';

describe('prefillListing', () => {
  it('keeps a component name that passes the rules', () => {
    expect(prefillListing('CustomWebView', 'com.example.webview')).toEqual({
      name: 'Custom Web View',
      slug: 'custom-web-view',
      fromPackage: false,
    });
  });

  it('derives a longer name from the package when the component name is short', () => {
    expect(prefillListing('SAF', 'com.sunny.saf')).toEqual({
      name: 'Sunny SAF',
      slug: 'sunny-saf',
      fromPackage: true,
    });
  });

  it('always gives values the spec rules accept', () => {
    for (const [component, pkg] of [
      ['X', 'com.x'],
      ['Ab', 'io.ab'],
      ['A1', 'org.a1'],
      ['', ''],
    ] as const) {
      const { name, slug } = prefillListing(component, pkg);
      expect(isValidExtensionName(name), name).toBe(true);
      expect(isValidSlug(slug), slug).toBe(true);
    }
  });
});
