import { describe, expect, it } from 'vitest';
import { sanitizeInline } from './sanitize';

const REL = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('sanitizeInline', () => {
  it('keeps the Editor.js inline formatting', () => {
    const html =
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><s>x</s><sub>1</sub><sup>2</sup>' +
      '<mark class="cdx-marker">m</mark><code class="inline-code">c</code>a<br>b';
    expect(sanitizeInline(html)).toBe(html);
  });

  it('keeps safe links and adds rel and target', () => {
    expect(sanitizeInline('<a href="https://example.com/x?a=1&amp;b=2">x</a>')).toBe(
      `<a href="https://example.com/x?a=1&amp;b=2" ${REL}>x</a>`,
    );
    expect(
      sanitizeInline('<a href="mailto:a@b.c" target="_self" rel="opener">m</a>'),
    ).toBe(`<a href="mailto:a@b.c" ${REL}>m</a>`);
  });

  it('keeps same-origin links in place (no new tab)', () => {
    expect(sanitizeInline('<a href="/extension/x" target="_blank">x</a>')).toBe(
      '<a href="/extension/x">x</a>',
    );
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('drops the unsafe href of %j', (input, output) => {
    expect(sanitizeInline(input)).toBe(output);
  });

  it('removes every event handler, style and unknown attribute', () => {
    const out = sanitizeInline(
      '<b onclick="alert(1)" style="color:red" id="x" name="y">b</b>' +
        '<a href="https://ok.example"onclick="alert(1)" ping="https://evil">a</a>' +
        '<span class="cdx-marker evil" onmouseover=alert(1) srcset="x">s</span>' +
        '<i/onclick=alert(1)>i</i><u ONCLICK=alert(1)>u</u>',
    );
    expect(out).not.toMatch(/\son[a-z]+=|style=|srcset|ping|id=|name=|evil/i);
    expect(out).toContain('<span class="cdx-marker">s</span>');
  });

  it('drops dangerous elements together with their content', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'template',
      'textarea',
    ]) {
      expect(sanitizeInline(`a<${tag}>alert(1)</${tag}>b`)).toBe('ab');
    }
  });

  it('removes tags it does not allow but keeps their text', () => {
    expect(sanitizeInline('<div><p>text</p></div><img src=x onerror=alert(1)>')).toBe(
      'text',
    );
    expect(sanitizeInline('<form action="javascript:x"><button>go</button></form>')).toBe(
      'go',
    );
    expect(sanitizeInline('<base href="//evil"><meta http-equiv="refresh">x')).toBe('x');
  });

  it('closes unclosed tags and drops stray closers so nothing leaks into the next block', () => {
    expect(sanitizeInline('<b>bold <i>both</b> after')).toBe(
      '<b>bold <i>both</i></b> after',
    );
    expect(sanitizeInline('<a href="https://ok.example">open')).toBe(
      `<a href="https://ok.example" ${REL}>open</a>`,
    );
    expect(sanitizeInline('</b></p></div>text')).toBe('text');
  });

  it('keeps a lone "<" as text', () => {
    expect(sanitizeInline('a < b && c > d')).toBe('a &lt; b && c &gt; d');
    expect(sanitizeInline('1 <2')).toBe('1 &lt;2');
  });

  it('never lets an unclosed dangerous element leave marker text or markup behind', () => {
    const out = sanitizeInline(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    );
    expect(out).not.toMatch(/<img|onerror=|\[removed\]/);
    expect(sanitizeInline('[removed] is my text')).toBe('&#91;removed] is my text');
  });

  it('drops comments and what hides inside them', () => {
    expect(sanitizeInline('a<!--<img src=x onerror=alert(1)>-->b')).toBe('ab');
  });
});
