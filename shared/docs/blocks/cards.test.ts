import { describe, expect, it } from 'vitest';
import { renderDocumentation } from '../render';
import { DOC_THEMES } from './cards';

const one = (type: string, data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type, data }] });
const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('messageBox block', () => {
  it.each(DOC_THEMES)('renders the %s theme as a class', theme => {
    const { html, errors } = one('messageBox', {
      header: 'Note',
      body: 'Read me',
      theme,
    });
    expect(html).toContain(
      `<aside class="aix-doc-message aix-doc-message--${theme}" role="note">` +
        '<p class="aix-doc-message__header">Note</p><p class="aix-doc-message__body">Read me</p></aside>',
    );
    expect(errors).toEqual([]);
  });

  it('accepts message instead of body and type instead of theme, as text only', () => {
    const { html } = one('messageBox', {
      message: 'Tom &amp; <b onclick="x()">Jerry</b><script>alert(1)</script>',
      type: 'warning',
    });
    expect(html).toContain('aix-doc-message--warning');
    expect(html).toContain('<p class="aix-doc-message__body">Tom &amp; Jerry</p>');
  });

  it('falls back to info for an unknown theme and rejects an empty box', () => {
    const { html, errors } = one('messageBox', { body: 'b', theme: 'info" onclick="x' });
    expect(html).toContain('aix-doc-message--info"');
    expect(errors).toEqual([
      'Block 1 (messageBox): "theme" must be success, warning, info or danger; info was used.',
    ]);
    expect(one('messageBox', {}).errors).toEqual([
      'Block 1 (messageBox): a message box needs a header or a body.',
    ]);
  });
});

describe('button block', () => {
  it('renders a themed outgoing link', () => {
    const { html } = one('button', {
      link: 'https://example.com/buy',
      text: 'Buy &amp; <i>save</i>',
      theme: 'success',
    });
    expect(html).toContain(
      `<p class="aix-doc-button-row"><a class="aix-doc-button aix-doc-button--success" href="https://example.com/buy" ${LINK}>Buy &amp; save</a></p>`,
    );
  });

  it('opens a same-origin page in place', () => {
    expect(one('button', { link: '/user/taifun', text: 'More' }).html).toContain(
      '<a class="aix-doc-button aix-doc-button--info" href="/user/taifun">More</a>',
    );
  });

  it('rejects links that are not http(s), mailto or a /path', () => {
    for (const link of ['javascript:alert(1)', '//evil.example', 'relative', undefined]) {
      expect(one('button', { link, text: 'x' }).errors).toEqual([
        'Block 1 (button): "link" must be an http(s) or mailto URL or a /path.',
      ]);
    }
  });
});

describe('linkTool block', () => {
  it('renders a link card with title, description, site and image', () => {
    const { html, errors } = one('linkTool', {
      link: 'https://www.github.com/ai2/ext',
      meta: {
        title: 'Repo',
        description: 'Source <i>code</i>',
        site_name: 'GitHub',
        image: { url: 'https://github.com/og.png' },
      },
    });
    expect(html).toContain(
      `<a class="aix-doc-link-card" href="https://www.github.com/ai2/ext" ${LINK}><span class="aix-doc-link-card__body">` +
        '<span class="aix-doc-link-card__title">Repo</span>' +
        '<span class="aix-doc-link-card__description">Source code</span>' +
        '<span class="aix-doc-link-card__site">GitHub</span></span>' +
        '<img class="aix-doc-link-card__image" src="https://github.com/og.png" alt="" width="88" height="88" loading="lazy" referrerpolicy="no-referrer"></a>',
    );
    expect(errors).toEqual([]);
  });

  it('falls back to the link and its host without meta', () => {
    const { html } = one('linkTool', { link: 'https://www.example.com/x' });
    expect(html).toContain(
      '<span class="aix-doc-link-card__title">https://www.example.com/x</span>',
    );
    expect(html).toContain('<span class="aix-doc-link-card__site">example.com</span>');
  });

  it('drops an unsafe image and rejects an unsafe link', () => {
    const card = one('linkTool', {
      link: 'https://ok.example',
      meta: { image: { url: 'javascript:x' } },
    });
    expect(card.html).not.toContain('<img');
    expect(card.errors).toEqual(['Block 1 (linkTool): the link image URL was dropped.']);
    expect(one('linkTool', { link: 'javascript:alert(1)' }).html).toBe('');
  });
});
