import { describe, expect, it } from 'vitest';
import { inlineScripts, isSsrCode } from './ssr-contract';

describe('ssr contract', () => {
  it("reads a page's inline scripts, not its data blocks nor its script files", () => {
    const html =
      '<head><script>boot()</script><script type="module" crossorigin src="/a.js"></script></head>' +
      '<body><script id="d" type="application/json">{"a":1}</script><script>\nend()\n</script></body>';
    expect(inlineScripts(html)).toEqual(['boot()', '\nend()\n']);
  });

  it('accepts only a code list with an entry and preload URLs', () => {
    expect(isSsrCode({ entry: '/a.js', preload: ['/b.js'] })).toBe(true);
    expect(isSsrCode({ entry: '/a.js', preload: [] })).toBe(true);
    expect(isSsrCode(['/a.js'])).toBe(false);
    expect(isSsrCode({ entry: 1, preload: [] })).toBe(false);
    expect(isSsrCode({ entry: '/a.js', preload: [2] })).toBe(false);
    expect(isSsrCode(null)).toBe(false);
  });
});
