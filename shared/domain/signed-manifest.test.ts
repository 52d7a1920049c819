import { describe, expect, it } from 'vitest';
import {
  MANIFEST_FORMAT,
  canonicalManifest,
  downloadFileName,
  parseManifest,
  shellQuote,
  type VersionManifest,
} from './signed-manifest';

const manifest: VersionManifest = {
  format: MANIFEST_FORMAT,
  extensionId: 'ext-1',
  packageName: 'com.example.demo',
  versionName: "1.0 'beta'",
  versionCode: 3,
  sha256: 'a'.repeat(64),
  size: 2048,
  publishedAt: '2026-11-26T10:00:00.000Z',
};

describe('the canonical manifest', () => {
  it('is JSON with sorted keys and no whitespace, whatever order the fields came in', () => {
    const text = canonicalManifest(manifest);
    expect(text).toBe(
      `{"extensionId":"ext-1","format":"${MANIFEST_FORMAT}","packageName":"com.example.demo","publishedAt":"2026-11-26T10:00:00.000Z","sha256":"${'a'.repeat(64)}","size":2048,"versionCode":3,"versionName":"1.0 'beta'"}`,
    );
    const shuffled = Object.fromEntries(Object.entries(manifest).reverse());
    expect(canonicalManifest(shuffled as unknown as VersionManifest)).toBe(text);
  });

  it('parses back only from its canonical text', () => {
    const text = canonicalManifest(manifest);
    expect(parseManifest(text)).toEqual(manifest);
    expect(parseManifest(JSON.stringify(manifest, null, 1))).toBe(
      'The manifest is not in canonical form.',
    );
    expect(parseManifest('nope')).toBe('The manifest is not JSON.');
    expect(parseManifest(text.replace('"size":2048', '"size":-1'))).toBe(
      'The manifest has no valid size.',
    );
    expect(parseManifest(text.replace(MANIFEST_FORMAT, 'other/v9'))).toBe(
      'The manifest has an unknown format.',
    );
    expect(parseManifest(text.replace('a'.repeat(64), 'XYZ'))).toBe(
      'The manifest has no valid sha256.',
    );
  });
});

describe('shell quoting and file names', () => {
  it('quotes a single quote so the shell reads the text back unchanged', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('names the file as the download does', () => {
    expect(downloadFileName('com.example.demo', '1.0 beta')).toBe(
      'com.example.demo-1.0_beta.aix',
    );
  });
});
