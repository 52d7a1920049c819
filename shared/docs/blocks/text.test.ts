import { describe, expect, it } from 'vitest';
import { renderDocumentation } from '../render';

const one = (type: string, data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type, data }] });

describe('header block', () => {
  it('renders each level 1 to 6 with an id and a table of contents entry', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      const { html, toc, errors } = one('header', { text: 'Designer Properties', level });
      expect(html).toContain(
        `<h${level} id="doc-designer-properties" class="aix-doc-header">Designer Properties</h${level}>`,
      );
      expect(toc).toEqual([
        { id: 'doc-designer-properties', level, text: 'Designer Properties' },
      ]);
      expect(errors).toEqual([]);
    }
  });

  it('defaults to level 2 and rejects levels outside 1 to 6', () => {
    expect(one('header', { text: 'x' }).html).toContain('<h2 ');
    for (const level of [0, 7, 2.5, '2', -1]) {
      const { html, errors } = one('header', { text: 'x', level });
      expect(html).toBe('');
      expect(errors).toEqual([
        'Block 1 (header): "level" must be a whole number from 1 to 6.',
      ]);
    }
  });

  it('keeps inline formatting, plain text in the table of contents and unique ids', () => {
    const { html, toc } = renderDocumentation({
      time: 0,
      blocks: [
        { type: 'header', data: { text: 'Set<b>up</b> &amp; run', level: 2 } },
        { type: 'header', data: { text: 'Setup &amp; run', level: 3 } },
        { type: 'header', data: { text: '!!!', level: 3 } },
      ],
    });
    expect(html).toContain('Set<b>up</b> &amp; run</h2>');
    expect(toc).toEqual([
      { id: 'doc-setup-run', level: 2, text: 'Setup & run' },
      { id: 'doc-setup-run-2', level: 3, text: 'Setup & run' },
      { id: 'doc-section', level: 3, text: '!!!' },
    ]);
  });

  it('skips an empty header without an error', () => {
    expect(one('header', { text: '  ', level: 2 })).toEqual({
      html: '',
      toc: [],
      errors: [],
    });
  });
});

describe('paragraph block', () => {
  it('renders sanitized inline HTML', () => {
    expect(
      one('paragraph', { text: 'Hi <b onclick="x()">there</b><script>x</script>' }).html,
    ).toBe(
      '<div class="aix-doc"><div class="aix-doc-block aix-doc-block--paragraph">' +
        '<p class="aix-doc-paragraph">Hi <b>there</b></p></div></div>',
    );
  });

  it('reports text that is not text and cuts text over the limit', () => {
    expect(one('paragraph', { text: { html: 'x' } }).errors).toEqual([
      'Block 1 (paragraph): "text" must be text.',
    ]);
    const long = one('paragraph', { text: 'a'.repeat(10_050) });
    expect(long.html).toContain(`>${'a'.repeat(10_000)}</p>`);
    expect(long.errors).toEqual([
      'Block 1 (paragraph): "text" was cut to 10000 characters.',
    ]);
  });

  it('turns numbers into text', () => {
    expect(one('paragraph', { text: 42 }).html).toContain('>42</p>');
  });
});

describe('quote block', () => {
  it('renders text and caption, centred on request', () => {
    const { html } = one('quote', {
      text: 'Be <i>kind</i>',
      caption: 'Ada',
      alignment: 'center',
    });
    expect(html).toContain(
      '<figure class="aix-doc-quote aix-doc-quote--center"><blockquote>Be <i>kind</i></blockquote>' +
        '<figcaption>Ada</figcaption></figure>',
    );
  });

  it('reports an unknown alignment and still renders', () => {
    const { html, errors } = one('quote', { text: 'q', alignment: 'up" onclick="x' });
    expect(html).toContain(
      '<figure class="aix-doc-quote"><blockquote>q</blockquote></figure>',
    );
    expect(errors).toEqual(['Block 1 (quote): "alignment" must be left or center.']);
  });
});

describe('code block', () => {
  it('escapes everything, markup included', () => {
    const { html } = one('code', {
      code: '</code></pre><script>alert(1)</script>\n  x',
      language: 'js',
    });
    expect(html).toContain(
      '<pre class="aix-doc-code"><code class="language-js">&lt;/code&gt;&lt;/pre&gt;' +
        '&lt;script&gt;alert(1)&lt;/script&gt;\n  x</code></pre>',
    );
  });

  it('ignores a language that is not a simple name and rejects missing code', () => {
    expect(one('code', { code: 'x', language: 'js" onclick="y' }).html).toContain(
      '<code>x</code>',
    );
    expect(one('code', {}).errors).toEqual(['Block 1 (code): "code" is missing.']);
  });
});

describe('delimiter block', () => {
  it('renders a rule with or without data', () => {
    expect(one('delimiter', {}).html).toContain('<hr class="aix-doc-delimiter">');
    expect(renderDocumentation({ blocks: [{ type: 'delimiter' }] }).html).toContain(
      '<hr',
    );
  });
});
