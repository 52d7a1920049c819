/** Hostile and random commands never crash the converter: they convert or get a reason. */
import { describe, expect, it } from 'vitest';
import { curlToBlocks } from './index';

const PIECES = [
  'curl',
  'curl',
  'http://h/x',
  "'https://h/a b'",
  'h:8/p?q=1',
  'ftp://h/',
  '"http://h/[1-2]"',
  '-X',
  'POST',
  'GET',
  'wHat',
  '-d',
  "'a=1'",
  '@file',
  '@-',
  '-H',
  "'A: b'",
  "'A:'",
  "'A;'",
  '-F',
  'a=@x',
  "'b=c;type=t'",
  '-T',
  '-',
  'f.txt',
  '-u',
  'x',
  "'u:p'",
  '--json',
  "'{}'",
  '-G',
  '-I',
  '-b',
  "'k=v'",
  'jar',
  '-c',
  '-k',
  '--url-query',
  "'q@f'",
  "'+r'",
  '-x',
  '$VAR',
  '"$(id)"',
  '"',
  "'",
  '\\',
  '<<<',
  '<',
  '|',
  ';',
  '&&',
  '-:',
  '--next',
  '-K',
  '--data-urlencode',
  "'=@x'",
  '-e',
  "';auto'",
  '-r',
  '0-1',
  '--compressed',
  '-A',
  "''",
  '--oauth2-bearer',
  't',
  '-m',
  '2.5',
  '--connect-timeout',
  'x',
  '--digest',
  '-g',
  '--http2',
  '-o',
  'out',
  '--',
  "$'\\xff\\x01'",
  "$'\\u00e9'",
  '-Z',
  '--no-such',
  '-sSL',
  '-XPUT',
  '-dx=1',
  '`echo hi`',
  '#',
  '\n',
  '\\\n',
];

function* commands(count: number): Generator<string> {
  let seed = 20240601;
  for (let i = 0; i < count; i++) {
    const parts: string[] = ['curl'];
    const length = 1 + (i % 9);
    for (let j = 0; j < length; j++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      parts.push(PIECES[seed % PIECES.length] ?? '');
    }
    yield parts.join(' ');
  }
}

describe('converter robustness', () => {
  it('answers every one of 1500 random commands without throwing', () => {
    let converted = 0;
    for (const command of commands(1500)) {
      const result = curlToBlocks(command);
      if (result.ok) {
        converted++;
        expect(result.xml.startsWith('<xml ')).toBe(true);
      } else expect(result.reason.length, command).toBeGreaterThan(10);
    }
    expect(converted).toBeGreaterThan(0);
  }, 60_000);
});
