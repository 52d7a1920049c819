import { describe, expect, it } from 'vitest';
import { base64 } from '../base64';
import { parseHeaderArg } from './headers';

describe('parseHeaderArg (curl -H syntax)', () => {
  it('reads name and value, dropping the spaces after the colon', () => {
    expect(parseHeaderArg('X-Api-Key:123')).toEqual({ name: 'X-Api-Key', value: '123' });
    expect(parseHeaderArg('A:   b c ')).toEqual({ name: 'A', value: 'b c ' });
  });

  it('treats "Name:" as a removal and "Name;" as an empty value', () => {
    expect(parseHeaderArg('Accept:')).toEqual({ name: 'Accept', value: null });
    expect(parseHeaderArg('Accept:   ')).toEqual({ name: 'Accept', value: null });
    expect(parseHeaderArg('X-Empty;')).toEqual({ name: 'X-Empty', value: '' });
  });

  it('ignores what curl ignores', () => {
    expect(parseHeaderArg('NoColon')).toBeUndefined();
    expect(parseHeaderArg('Z;foo')).toBeUndefined();
  });
});

describe('base64', () => {
  it('encodes UTF-8 bytes with padding', () => {
    expect(base64('some_username:some_password')).toBe(
      'c29tZV91c2VybmFtZTpzb21lX3Bhc3N3b3Jk',
    );
    expect(base64('test:')).toBe('dGVzdDo=');
    expect(base64('é')).toBe('w6k=');
    expect(base64('')).toBe('');
  });
});
