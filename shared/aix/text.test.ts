import { describe, expect, it } from 'vitest';
import type { AixError } from './errors';
import { decodeText, htmlToText, parseJsonFile } from './text';

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
