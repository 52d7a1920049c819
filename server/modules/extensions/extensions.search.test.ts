import { describe, expect, it } from 'vitest';
import { parseSearch, toFts5Query, toTsQuery } from './extensions.search';

describe('search text parsing', () => {
  it('ignores empty and whitespace-only text', () => {
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch('   ')).toBeUndefined();
  });

  it('keeps the lower-cased phrase and splits words of letters and digits', () => {
    expect(parseSearch('  Bluetooth   LE  v2 ')).toEqual({
      phrase: 'bluetooth le v2',
      tokens: ['bluetooth', 'le', 'v2'],
    });
    expect(parseSearch('com.maker.qr_code')?.tokens).toEqual([
      'com',
      'maker',
      'qr',
      'code',
    ]);
  });

  it('drops operators and quotes, so nothing reaches FTS or tsquery syntax raw', () => {
    const terms = parseSearch(`"'; drop table x; -- NEAR(a b) * ^col:x & | ! :*`);
    expect(terms?.tokens).toEqual(['drop', 'table', 'x', 'near', 'a', 'b', 'col', 'x']);
    expect(parseSearch('***')).toEqual({ phrase: '***', tokens: [] });
  });

  it('quotes every word and makes only the last one a prefix, from 3 letters', () => {
    expect(toFts5Query(['and', 'or', 'near'])).toBe('"and" "or" "near"*');
    expect(toTsQuery(['qr', 'cod'])).toBe("'qr' & 'cod':*");
    expect(toFts5Query(['wi'])).toBe('"wi"');
    expect(toTsQuery(['bluetooth', 'le'])).toBe("'bluetooth' & 'le'");
  });

  it('caps the number and length of words', () => {
    const terms = parseSearch(`${'a'.repeat(80)} ${'w '.repeat(20)}`);
    expect(terms?.tokens).toHaveLength(8);
    expect(terms?.tokens[0]).toHaveLength(40);
  });
});
