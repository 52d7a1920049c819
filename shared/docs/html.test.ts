import { describe, expect, it } from 'vitest';
import { attr, decodeEntities, escapeHtml, htmlToPlainText } from './html';

describe('html helpers', () => {
  it('escapes every character that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;',
    );
    expect(attr('title', '" onclick="x')).toBe(' title="&quot; onclick=&quot;x"');
  });

  it('decodes numeric and common named references like a browser', () => {
    expect(decodeEntities('&#106;&#x61;&#0000118a&colon;&Tab;&amp;&unknown;')).toBe(
      'java:\t&&unknown;',
    );
    expect(decodeEntities('&#0;&#xD800;&#99999999;')).toBe('\ufffd\ufffd\ufffd');
    expect(decodeEntities('&constructor;&__proto__;')).toBe('&constructor;&__proto__;');
  });

  it('turns sanitized inline HTML into plain text', () => {
    expect(htmlToPlainText('Designer <b>Prop</b>erties&nbsp;&amp; <br>more')).toBe(
      'Designer Properties & more',
    );
  });
});
