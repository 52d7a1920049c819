import { describe, expect, it } from 'vitest';
import { curlToBlocks } from '../index';
import { shellQuote } from './build';
import { textToCurlOffline } from './index';
import { interpretText, MAX_TEXT_LENGTH } from './interpret';
import { checkCurlAnswer, cleanAnswer, shellOperator } from './validate';

function reasonOf(result: { ok: boolean; reason?: string }): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.reason ?? '';
}

function curlOf(text: string): string {
  const result = textToCurlOffline(text);
  if (!result.ok) throw new Error(result.reason);
  return result.curl;
}

describe('offline text → curl', () => {
  it('reads the example of the issue', () => {
    expect(
      curlOf(
        'post json {"name":"x"} to https://api.example.com/users with bearer token abc',
      ),
    ).toBe(
      `curl 'https://api.example.com/users' -H 'Authorization: Bearer abc' --json '{"name":"x"}'`,
    );
  });

  it('reads methods, query parameters, headers, auth, cookies and timeouts', () => {
    expect(curlOf('get https://h.io/u?a=1 with query page=2 and q=a b')).toBe(
      "curl 'https://h.io/u?a=1&page=2&q=a'",
    );
    expect(curlOf('delete https://h.io/u/5 with basic auth admin:secret')).toBe(
      "curl -X DELETE 'https://h.io/u/5' -u 'admin:secret'",
    );
    expect(curlOf('put api.h.io/x json {"a":[1,2]} timeout 1500 ms')).toBe(
      `curl -X PUT 'https://api.h.io/x' -m 1.5 --json '{"a":[1,2]}'`,
    );
    expect(curlOf('get localhost:8080/x header X-Api-Key: 123 and Accept: json')).toBe(
      "curl 'http://localhost:8080/x' -H 'X-Api-Key: 123' -H 'Accept: json'",
    );
    expect(
      curlOf('patch https://h.io/a json {"b":1} user bob password pw cookie sid=1'),
    ).toBe(`curl -X PATCH 'https://h.io/a' -u 'bob:pw' -b 'sid=1' --json '{"b":1}'`);
  });

  it('puts bare pairs in the query for GET and in a form body otherwise', () => {
    expect(curlOf('get https://h.io/s q=cats&dogs')).toBe(
      "curl 'https://h.io/s?q=cats&dogs='",
    );
    expect(curlOf('post to https://h.io/r name=Zoë age=3')).toBe(
      "curl 'https://h.io/r' -d 'name=Zo%C3%AB&age=3'",
    );
  });

  it('says what it did not understand', () => {
    const result = textToCurlOffline(
      'fetch the weather for London from https://wttr.in/',
    );
    expect(result).toMatchObject({
      ok: true,
      warnings: ['Not understood and left out: weather, London.'],
    });
    const noUrl = textToCurlOffline('get all the users please');
    expect(reasonOf(noUrl)).toMatch(/could not find a URL/);
    expect(reasonOf(textToCurlOffline('get https://h.io json {"a":1}'))).toMatch(
      /GET request cannot carry a body/,
    );
    expect(reasonOf(textToCurlOffline('head https://h.io/'))).toMatch(
      /cannot send "HEAD"/,
    );
  });

  it('quotes hostile values so the shell sees one literal argument each', () => {
    const curl = curlOf(`post "it's $(rm -rf ~); \`id\`" to https://h.io/x`);
    expect(curl).toBe(`curl 'https://h.io/x' --data-raw 'it'\\''s $(rm -rf ~); \`id\`'`);
    const blocks = curlToBlocks(curl);
    expect(blocks.ok && blocks.request.body).toEqual({
      kind: 'text',
      text: "it's $(rm -rf ~); `id`",
    });
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it('limits the input', () => {
    expect(interpretText('').ok).toBe(false);
    const long = interpretText(`get https://h.io/ ${'x'.repeat(MAX_TEXT_LENGTH)}`);
    expect(reasonOf(long)).toMatch(/limit is 2000/);
  });
});

describe('checkCurlAnswer', () => {
  it('accepts one curl command, cleaned of Markdown fences and prompts', () => {
    expect(cleanAnswer("```bash\ncurl 'https://h.io/'\n```")).toBe(
      "curl 'https://h.io/'",
    );
    expect(cleanAnswer("$ curl 'https://h.io/'")).toBe("curl 'https://h.io/'");
    expect(checkCurlAnswer("```sh\ncurl -X PUT https://h.io/x -d 'a=1'\n```")).toEqual({
      ok: true,
      curl: "curl -X PUT https://h.io/x -d 'a=1'",
      warnings: [],
    });
  });

  it('refuses shell operators, several requests and what the converter refuses', () => {
    expect(shellOperator('curl \'a|b\' "c;d" x\\;y')).toBeUndefined();
    expect(shellOperator('curl https://h.io/?a=1&b=2')).toBe('&');
    expect(shellOperator('curl https://h.io/ | jq .')).toBe('|');
    expect(shellOperator('curl "https://h.io/$(id)"')).toBe('$(');
    expect(shellOperator("curl https://h.io/ \\\n -d 'a'")).toBeUndefined();
    expect(shellOperator('curl https://h.io/\ncurl https://h.io/')).toBe('a line break');
    expect(checkCurlAnswer('Here is your command: curl https://h.io/')).toMatchObject({
      ok: false,
    });
    expect(checkCurlAnswer('curl https://h.io/a https://h.io/b')).toMatchObject({
      ok: false,
      reason: 'The answer makes more than one request.',
    });
    expect(reasonOf(checkCurlAnswer('curl -I https://h.io/'))).toMatch(/HEAD/);
    expect(checkCurlAnswer('curl -H "X: $SECRET" https://h.io/')).toMatchObject({
      ok: false,
    });
  });
});
