import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl, safeResourceUrl, safeUrlFromHtml } from './safe-url';

const ALL = [safeLinkUrl, safeImageUrl, safeResourceUrl];

// OWASP XSS filter evasion style spellings of a script URL: each must be refused by
// every kind of URL field.
const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\u0000script:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'j\na\nv\na\ns\nc\nr\ni\np\nt\n:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript\u2028:alert(1)',
  'java\u200bscript:alert(1)',
  '\u202ejavascript:alert(1)',
  'jav\u00adascript:alert(1)',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://www.youtube.com/%0aalert(1)',
  'vbscript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'data:application/javascript,alert(1)',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  'filesystem:https://example.com/x',
  'intent://x#Intent;end',
  'about:blank',
  'view-source:https://example.com',
  '//evil.example/x.png',
  ' //evil.example/x.png',
  '///evil.example/x.png',
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  '/\t/evil.example',
  'https:/\\evil.example',
  'http:evil.example',
  'https://ok.example/a.png" onerror="alert(1)',
  'https://ok.example/<script>',
  '',
  '   ',
];

describe('safe URLs', () => {
  it.each(SCRIPT_URLS)('refuses %j in every URL field', url => {
    for (const check of ALL) expect(check(url)).toBeNull();
  });

  it('refuses values that are not text', () => {
    for (const value of [null, undefined, 42, {}, ['https://ok.example'], true]) {
      for (const check of ALL) expect(check(value)).toBeNull();
    }
  });

  it('accepts web links and mailto for links, with the scheme lowercased', () => {
    expect(safeLinkUrl('https://example.com/a?b=1&c=2#d')).toBe(
      'https://example.com/a?b=1&c=2#d',
    );
    expect(safeLinkUrl('HTTP://example.com')).toBe('http://example.com');
    expect(safeLinkUrl('mailto:dev@example.com?subject=Hi')).toBe(
      'mailto:dev@example.com?subject=Hi',
    );
    expect(safeLinkUrl('  https://example.com/trimmed\n')).toBe(
      'https://example.com/trimmed',
    );
  });

  it('allows same-origin paths, and only in the "/path" form', () => {
    expect(safeLinkUrl('/extension/taifun-wifi')).toBe('/extension/taifun-wifi');
    expect(safeImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeResourceUrl('/files/a.aix')).toBe('/files/a.aix');
    expect(safeResourceUrl('files/a.aix')).toBeNull();
    expect(safeResourceUrl('#top')).toBeNull();
    expect(safeResourceUrl('?download=1')).toBeNull();
  });

  it('accepts raster base64 data URLs for images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeImageUrl(png)).toBe(png);
    expect(safeImageUrl('data:image/webp;base64,UklGRg==')).not.toBeNull();
    expect(safeImageUrl('data:image/jpeg;base64,/9j/4AAQ')).not.toBeNull();
    expect(safeLinkUrl(png)).toBeNull();
    expect(safeResourceUrl(png)).toBeNull();
    expect(safeImageUrl('data:image/png;charset=utf-8;base64,AAAA')).toBeNull();
    expect(safeImageUrl('data:image/png,raw')).toBeNull();
    expect(safeImageUrl(`${png}" onerror="alert(1)`)).toBeNull();
  });

  it('refuses mailto without an address and http without a host', () => {
    expect(safeLinkUrl('mailto:')).toBeNull();
    expect(safeLinkUrl('https://')).toBeNull();
    expect(safeLinkUrl('https:///path')).toBeNull();
  });

  it('refuses URLs over the length limit', () => {
    expect(safeLinkUrl(`https://example.com/${'a'.repeat(2100)}`)).toBeNull();
    expect(safeLinkUrl(`https://example.com/${'a'.repeat(1000)}`)).not.toBeNull();
  });
});

describe('safe URLs from inline HTML attributes', () => {
  // The attribute value as written in the HTML source, before the browser decodes it.
  it.each([
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;alert(1)',
    '&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)',
    ' &#14; javascript:alert(1)',
    '&#x0001;javascript:alert(1)',
    '/&sol;evil.example',
  ])('refuses %j', encoded => {
    for (const kind of ['link', 'image', 'resource'] as const) {
      expect(safeUrlFromHtml(encoded, kind)).toBeNull();
    }
  });

  it('decodes entities so the checked URL is the one the browser uses', () => {
    expect(safeUrlFromHtml('https://example.com/?a=1&amp;b=2', 'link')).toBe(
      'https://example.com/?a=1&b=2',
    );
    expect(safeUrlFromHtml('&#104;ttps://example.com', 'link')).toBe(
      'https://example.com',
    );
  });
});
