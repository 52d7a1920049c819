import { describe, expect, it } from 'vitest';
import { readTextField, toTextFields } from './text-literal';

/** A small deterministic generator, so failures reproduce. */
function* strings(count: number): Generator<string> {
  const alphabet = [
    '\\',
    'n',
    't',
    'r',
    '\n',
    '\r',
    '\t',
    '"',
    'a',
    'é',
    '🎉',
    ' ',
    '&',
    '<',
  ];
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    let value = '';
    const length = i % 12;
    for (let j = 0; j < length; j++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      value += alphabet[seed % alphabet.length];
    }
    yield value;
  }
}

describe('toTextFields', () => {
  it('writes newline, CR and tab as the escapes users type', () => {
    expect(toTextFields('a\nb\r\n\tc')).toEqual(['a\\nb\\r\\n\\tc']);
  });

  it('splits before n, t or r that follow a real backslash', () => {
    expect(toTextFields('{"msg":"a\\nb"}')).toEqual(['{"msg":"a\\', 'nb"}']);
    expect(toTextFields('C:\\temp\\new')).toEqual(['C:\\', 'temp\\', 'new']);
  });

  it('keeps other backslashes in one field', () => {
    expect(toTextFields('foo=\\"bar\\"')).toEqual(['foo=\\"bar\\"']);
    expect(toTextFields('ends\\')).toEqual(['ends\\']);
  });

  it('round-trips any string through App Inventor reading', () => {
    for (const value of strings(2000)) {
      expect(toTextFields(value).map(readTextField).join('')).toBe(value);
    }
  });
});
