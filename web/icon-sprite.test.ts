import { describe, expect, it } from 'vitest';
import { withIconSprite } from './icon-sprite';

describe('icon sprite in the page', () => {
  it('goes first in <body>, before the app root, so no JavaScript is needed to draw', () => {
    expect(
      withIconSprite(
        '<html><body class="x"><div id="root"></div></body></html>',
        '<svg/>',
      ),
    ).toBe('<html><body class="x"><svg/><div id="root"></div></body></html>');
  });

  it('fails the build on a page without a body', () => {
    expect(() => withIconSprite('<html></html>', '<svg/>')).toThrow(/no <body>/);
  });
});
