import { describe, expect, it } from 'vitest';
import type { AixError } from './errors';
import { decodeText, htmlToText, parseJsonFile, summaryFromHelp } from './text';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it('strips a UTF-8 BOM and reads UTF-8', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('{"a":"é"}')]);
    expect(decodeText(bytes)).toEqual({ text: '{"a":"é"}', encoding: 'utf-8' });
  });

  it('falls back to GBK for bytes that are not UTF-8', () => {
    const bytes = new Uint8Array([0x22, 0xd6, 0xd0, 0xce, 0xc4, 0x22]); // "中文"
    expect(decodeText(bytes)).toEqual({ text: '"中文"', encoding: 'gbk' });
  });

  it('still decodes bytes that are neither, through windows-1252', () => {
    const bytes = new Uint8Array([0x22, 0x81, 0x22]);
    expect(decodeText(bytes).encoding).toBe('windows-1252');
  });
});

describe('parseJsonFile', () => {
  it('parses JSON and names the file when it cannot', () => {
    expect(
      parseJsonFile(utf8('[1]'), 'a/components.json', 'DESCRIPTOR_INVALID').value,
    ).toEqual([1]);
    expect(() =>
      parseJsonFile(utf8('[1,'), 'a/components.json', 'DESCRIPTOR_INVALID'),
    ).toThrow(/^a\/components\.json is not valid JSON/);
  });

  it('reports an empty descriptor as DESCRIPTOR_EMPTY and an empty build info as invalid', () => {
    const empty = (code: 'DESCRIPTOR_INVALID' | 'BUILD_INFO_INVALID') => {
      try {
        parseJsonFile(utf8(' \n'), 'x.json', code);
      } catch (error) {
        return (error as AixError).code;
      }
      return null;
    };
    expect(empty('DESCRIPTOR_INVALID')).toBe('DESCRIPTOR_EMPTY');
    expect(empty('BUILD_INFO_INVALID')).toBe('BUILD_INFO_INVALID');
  });
});

describe('htmlToText', () => {
  it('keeps line breaks, drops tags and decodes entities', () => {
    expect(
      htmlToText('Hi <b>there</b>&nbsp;&amp;&#39;you&#x27;<br><br><br>Next<p>para</p>'),
    ).toBe("Hi there &'you'\n\nNext\npara");
  });

  it('leaves unknown entities and plain text alone', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b');
    expect(htmlToText('  plain  text ')).toBe('plain text');
  });
});

describe('summaryFromHelp', () => {
  it('drops links with their labels', () => {
    expect(
      summaryFromHelp(
        'A web view with downloads. <a href="https://x.example">Documentation</a> | <a href=\'y\'>Forum</a>',
        150,
      ),
    ).toBe('A web view with downloads.');
    expect(summaryFromHelp('Reads NFC tags. See <a href="u">the docs</a>.', 150)).toBe(
      'Reads NFC tags. See.',
    );
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const long =
      'Turns every photo into a pencil sketch with adjustable stroke width, paper texture, contrast and a dozen other knobs that makers asked for on the forum';
    const out = summaryFromHelp(long, 100);
    expect(out.length).toBeLessThanOrEqual(100);
    expect(out.endsWith('…')).toBe(true);
    expect(long.startsWith(out.slice(0, -1))).toBe(true);
    expect(long[out.length - 1]).toBe(' ');
  });

  it('cuts one endless word where it must', () => {
    expect(summaryFromHelp('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('leaves a short plain text as it is', () => {
    expect(summaryFromHelp('<b>Small</b> &amp; quick.', 150)).toBe('Small & quick.');
  });
});
