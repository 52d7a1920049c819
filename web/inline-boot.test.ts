import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_MARKER, bootScript, withInlineBoot } from './inline-boot';

describe('inline boot script', () => {
  it('is web/boot.ts as one classic script: no import or export, nothing to fetch first', () => {
    const script = bootScript();
    // Bundled: the theme rule and the storage key came along instead of an import.
    expect(script).not.toMatch(/^\s*import[\s{*]/m);
    expect(script).not.toMatch(/\bexport\s*[{*]/);
    expect(script).toContain('prefers-color-scheme: dark');
    expect(script).toContain('aix-code');
    // The app's entry is imported by the URL the server lists, after the first paint.
    expect(script).toContain('first-contentful-paint');
    expect(script).toMatch(/import\(\w+\.entry\)/);
    expect(script).not.toMatch(/<\/script/i);
    // It compiles as a classic script (not run here).
    expect(() => new Script(script)).not.toThrow();
  });

  it('goes where index.html marks it, before any stylesheet, and nowhere else', () => {
    const html = `<head><meta charset="UTF-8" />${BOOT_MARKER}<link rel="stylesheet" href="/a.css"></head>`;
    expect(withInlineBoot(html, 'boot()')).toBe(
      '<head><meta charset="UTF-8" /><script>boot()</script><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(() => withInlineBoot('<head></head>', 'boot()')).toThrow(BOOT_MARKER);
  });
});
