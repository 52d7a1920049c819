/**
 * The harness itself must be able to fail: its App Inventor semantics, its OkHttp
 * URL rules and its comparison are checked here on hand-made inputs.
 */
import { describe, expect, it } from 'vitest';
import { curlToBlocks } from '#shared/curl/index';
import {
  processRequestHeaders,
  quotifyForRepl,
  readKawaString,
  runBlocks,
} from './app-inventor';
import { androidRequestBytes, parseAndroidUrl } from './android-http';
import { completeLength } from './capture-server';
import { compareRequests } from './compare';
import { DESCRIPTORS } from './harness';
import { multipartParts, parseHttpMessage, type HttpMessage } from './http-message';

const runtime = (field: string) => readKawaString(quotifyForRepl(field));

function message(overrides: Partial<HttpMessage> = {}): HttpMessage {
  return {
    method: 'GET',
    target: '/x',
    headers: [
      ['Host', 'localhost:28139'],
      ['Accept', '*/*'],
    ],
    body: Buffer.alloc(0),
    ...overrides,
  };
}

describe('App Inventor text semantics', () => {
  it('turns \\n, \\t and \\r fields into control characters and keeps other backslashes', () => {
    expect(runtime('a\\nb')).toBe('a\nb');
    expect(runtime('C:\\temp')).toBe('C:\temp');
    expect(runtime('x\\"y\\q')).toBe('x\\"y\\q');
    expect(runtime('ends\\')).toBe('ends\\');
    expect(runtime('\\\\n')).toBe('\\\n');
    expect(runtime('é 🎉')).toBe('é 🎉');
  });

  it('catches a body that is not split where App Inventor would eat a backslash', () => {
    const result = curlToBlocks(`curl -d 'a\\nb' http://localhost:28139/x`);
    if (!result.ok) throw new Error(result.reason);
    const good = runBlocks(result.xml, DESCRIPTORS.mit).calls[0];
    expect(good?.body).toEqual({ kind: 'text', text: 'a\\nb', encoding: 'UTF-8' });
    const naive = result.xml.replace(
      /<block type="text_join">.*?<\/block><\/value><\/block>/,
      '<block type="text"><field name="TEXT">a\\nb</field></block>',
    );
    expect(naive).not.toBe(result.xml);
    expect(runBlocks(naive, DESCRIPTORS.mit).calls[0]?.body).toEqual({
      kind: 'text',
      text: 'a\nb',
      encoding: 'UTF-8',
    });
  });

  it('builds RequestHeaders like Web.java: later duplicates replace earlier ones', () => {
    const map = processRequestHeaders([
      ['A', '1'],
      ['A', ['2', '3']],
      ['a', 4],
    ]);
    expect([...map]).toEqual([
      ['A', ['2', '3']],
      ['a', ['4']],
    ]);
    expect(() => processRequestHeaders([['A']])).toThrow(/TWO_ELEMENTS/);
    expect(() => processRequestHeaders(['A'])).toThrow(/NOT_LIST/);
  });

  it('refuses block types and component members the descriptors do not have', () => {
    const result = curlToBlocks('curl -X PATCH -d a=1 http://localhost:28139/x');
    if (!result.ok) throw new Error(result.reason);
    expect(runBlocks(result.xml, DESCRIPTORS.mit).calls).toHaveLength(1);
    expect(() => runBlocks(result.xml, DESCRIPTORS.kodular)).toThrow(/PatchText/);
    const foreign = result.xml.replace('type="text"', 'type="controls_if"');
    expect(() => runBlocks(foreign, DESCRIPTORS.mit)).toThrow(/not allowed/);
  });
});

describe('Android URL and request rules', () => {
  it("percent-encodes what OkHttp's HttpUrl encodes and resolves dot segments", () => {
    expect(parseAndroidUrl("http://H:80/a b/{c}/./d/../e?q='x'{y}#f").target).toBe(
      '/a%20b/%7Bc%7D/e?q=%27x%27{y}',
    );
    expect(parseAndroidUrl('http://h:8080/a\\b').target).toBe('/a/b');
    expect(parseAndroidUrl('http://h:8080/a\\b').hostHeader).toBe('h:8080');
    expect(parseAndroidUrl('http://h').target).toBe('/');
    expect(() => parseAndroidUrl('localhost:28139/x')).toThrow(/MALFORMED/);
  });

  it('adds the default Content-Type only to methods that permit a body', () => {
    const base = {
      url: 'http://h/x',
      headers: new Map(),
      timeout: 0,
      allowCookies: false,
    };
    const get = parseHttpMessage(
      androidRequestBytes({ ...base, method: 'GET', body: { kind: 'none' } }, '/'),
    );
    const del = parseHttpMessage(
      androidRequestBytes({ ...base, method: 'DELETE', body: { kind: 'none' } }, '/'),
    );
    expect(get.headers.map(h => h[0])).not.toContain('Content-Type');
    expect(del.headers).toContainEqual([
      'Content-Type',
      'application/x-www-form-urlencoded',
    ]);
    const bad = { ...base, method: 'GET' as const, body: { kind: 'none' as const } };
    bad.headers.set('X', ['é']);
    expect(() => androidRequestBytes(bad, '/')).toThrow(/IllegalArgument/);
  });
});

describe('request comparison', () => {
  it('reports every kind of difference', () => {
    const curl = message({ body: Buffer.from('a=1') });
    const other = message({
      method: 'POST',
      target: '/y',
      headers: [
        ['Host', 'localhost:28139'],
        ['Accept', 'text/plain'],
      ],
      body: Buffer.from('a=2'),
    });
    expect(compareRequests(curl, other, [], '7.88.1')).toEqual([
      'method: curl GET, blocks POST',
      'target: curl /x, blocks /y',
      'header only curl sends: accept: */*',
      'header only the blocks send: accept: text/plain',
      'body: curl "a=1", blocks "a=2"',
    ]);
  });

  it('waives only what the named warning covers', () => {
    const curl = message({ headers: [...message().headers, ['Accept-Encoding', 'br']] });
    const android = message();
    expect(compareRequests(curl, android, [], '7.88.1')).toHaveLength(1);
    expect(compareRequests(curl, android, ['timeout'], '7.88.1')).toHaveLength(1);
    expect(compareRequests(curl, android, ['compressed'], '7.88.1')).toEqual([]);
    const quoted = message({ target: "/s?q='x'" });
    const encoded = message({ target: '/s?q=%27x%27' });
    expect(compareRequests(quoted, encoded, [], '7.88.1')).toHaveLength(1);
    expect(compareRequests(quoted, encoded, ['url-encoding'], '7.88.1')).toEqual([]);
  });

  it("keeps Android's User-Agent when curl was told to send none", () => {
    const curl = message();
    const android = message({
      headers: [
        ...message().headers,
        ['User-Agent', 'Dalvik/2.1.0 (Linux; U; Android 14; Pixel 7 Build/UQ1A)'],
      ],
    });
    expect(compareRequests(curl, android, [], '7.88.1')).toHaveLength(1);
    expect(compareRequests(curl, android, ['removed-header'], '7.88.1')).toEqual([]);
  });
});

describe('raw HTTP framing', () => {
  it('finds where a request ends and reads multipart parts', () => {
    const chunked = Buffer.from(
      'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
    );
    expect(completeLength(chunked)).toBe(chunked.length);
    expect(completeLength(chunked.subarray(0, chunked.length - 2))).toBe(-1);
    expect(parseHttpMessage(chunked).body.toString()).toBe('abc');
    const fixed = Buffer.from('POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nab');
    expect(completeLength(fixed)).toBe(-1);
    const body = Buffer.from(
      '--B\r\nX: 1\r\n\r\none\r\n--B\r\nX: 2\r\n\r\ntwo\r\n\r\n--B--\r\n',
    );
    expect(multipartParts(body, 'B')).toEqual([
      { headers: 'X: 1', content: 'one' },
      { headers: 'X: 2', content: 'two\r\n' },
    ]);
  });
});
