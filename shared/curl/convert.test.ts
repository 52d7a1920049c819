/**
 * Conversion rules that the wire corpus (tests/curl) cannot run: https, targets,
 * limits and hostile input. The wire-level truth of the rest is in tests/curl.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classify, curlToBlocks, MAX_CURL_LENGTH, TARGETS } from './index';
import type { ConversionResult } from './types';
import { loadDescriptor } from '../../tests/fixtures/curl/web-component-facts';

function codes(result: ConversionResult): string[] {
  return result.ok ? result.warnings.map(w => w.code) : [`rejected:${result.code}`];
}

describe('curlToBlocks', () => {
  it('converts a plain GET exactly', () => {
    const result = curlToBlocks('curl https://api.example.com/users?page=2');
    expect(classify(result)).toBe('exact');
    if (!result.ok) return;
    expect(result.request).toEqual({
      method: 'GET',
      url: 'https://api.example.com/users?page=2',
      headers: [{ name: 'Accept', values: ['*/*'] }],
      body: { kind: 'none' },
    });
    expect(result.xml).toContain('method_name="Get"');
  });

  it('treats -k and TLS options by scheme', () => {
    expect(codes(curlToBlocks('curl -k https://h/x'))).toEqual(['insecure']);
    const warning = curlToBlocks('curl -k https://h/x');
    expect(warning.ok && warning.warnings[0]?.message).toMatch(
      /fails if Android does not trust/,
    );
    expect(codes(curlToBlocks('curl --cacert ca.pem https://h/x'))).toEqual([
      'rejected:tls',
    ]);
    expect(codes(curlToBlocks('curl --cacert ca.pem http://h/x'))).toEqual([
      'tls-options',
    ]);
  });

  it('rejects PATCH for Kodular and warns for builders without a descriptor', () => {
    const command = "curl -X PATCH -d 'a=1' https://h/x";
    expect(codes(curlToBlocks(command, { target: 'mit' }))).toEqual([]);
    const kodular = curlToBlocks(command, { target: 'kodular' });
    expect(codes(kodular)).toEqual(['rejected:target']);
    expect(!kodular.ok && kodular.reason).toMatch(
      /Kodular's Web component \(version 6\) has no PatchText/,
    );
    for (const target of ['niotron', 'appzard', 'androidbuilder'] as const) {
      expect(codes(curlToBlocks(command, { target }))).toEqual(['patch-unverified']);
    }
    expect(
      codes(curlToBlocks("curl -d 'a=1' https://h/x", { target: 'kodular' })),
    ).toEqual([]);
  });

  it('agrees with the descriptors about PATCH and versions', () => {
    const mit = loadDescriptor('mit-app-inventor');
    const kodular = loadDescriptor('kodular-creator');
    expect(Number(mit.version)).toBe(TARGETS.mit.webVersion);
    expect(Number(kodular.version)).toBe(TARGETS.kodular.webVersion);
    expect(mit.methods.some(m => m.name === 'PatchText')).toBe(TARGETS.mit.patch);
    expect(kodular.methods.some(m => m.name === 'PatchText')).toBe(TARGETS.kodular.patch);
  });

  it('refuses empty, oversized and NUL input before parsing', () => {
    expect(codes(curlToBlocks('   '))).toEqual(['rejected:input']);
    const huge = `curl https://h/x -d '${'a'.repeat(MAX_CURL_LENGTH)}'`;
    const result = curlToBlocks(huge);
    expect(codes(result)).toEqual(['rejected:input']);
    expect(!result.ok && result.reason).toMatch(/limit is 65536/);
    expect(codes(curlToBlocks('curl https://h/\0'))).toEqual(['rejected:input']);
  });

  it('never runs what it reads, and names shell values', () => {
    const marker = `/tmp/aix-curl-never-${Date.now()}`;
    const result = curlToBlocks(`curl "https://h/$(touch ${marker})" -d "x=$HOME"`);
    expect(codes(result)).toEqual(['rejected:shell-value']);
    expect(!result.ok && result.reason).toMatch(/command substitution/);
    expect(fs.existsSync(marker)).toBe(false);
    expect(
      codes(curlToBlocks('curl -H "Authorization: Bearer ${TOKEN}" https://h/')),
    ).toEqual(['rejected:shell-value']);
  });

  it('explains what is not curl or not valid shell', () => {
    const wget = curlToBlocks('wget https://h/');
    expect(!wget.ok && wget.reason).toMatch(/should begin with "curl"/);
    expect(codes(curlToBlocks('curl --no-such-option https://h/'))).toEqual([
      'rejected:parse',
    ]);
    expect(codes(curlToBlocks('curl'))).toEqual(['rejected:parse']);
    expect(codes(curlToBlocks("curl 'https://h/"))).toEqual(['rejected:parse']);
  });

  it('sends basic auth, cookies and form data as the documented headers and body', () => {
    const result = curlToBlocks(
      "curl -u 'ada:pw' -b 'k=v' -d 'a=1' -d 'b=2' https://h/x",
    );
    expect(classify(result)).toBe('exact');
    if (!result.ok) return;
    expect(result.request.headers).toEqual([
      { name: 'Accept', values: ['*/*'] },
      { name: 'Cookie', values: ['k=v'] },
      { name: 'Authorization', values: ['Basic YWRhOnB3'] },
      { name: 'Content-Type', values: ['application/x-www-form-urlencoded'] },
    ]);
    expect(result.request.body).toEqual({ kind: 'text', text: 'a=1&b=2' });
  });

  it('chooses PostTextWithEncoding only for bytes that are not UTF-8', () => {
    const latin = curlToBlocks("curl --data-binary $'\\xe9t\\xe9' https://h/x");
    expect(latin.ok && latin.request.body).toEqual({
      kind: 'text',
      text: 'été',
      encoding: 'ISO-8859-1',
    });
    expect(latin.ok && latin.xml).toContain('method_name="PostTextWithEncoding"');
    const utf8 = curlToBlocks("curl --data-binary $'\\xc3\\xa9t\\xc3\\xa9' https://h/x");
    expect(utf8.ok && utf8.request.body).toEqual({ kind: 'text', text: 'été' });
    expect(codes(curlToBlocks("curl --data-binary $'\\xe9' -d 'é' https://h/x"))).toEqual(
      ['rejected:body-bytes'],
    );
  });
});
