/**
 * The link card fetcher against real HTTP servers on 127.0.0.1. Loopback is refused
 * by default (that is the point); tests that exercise parsing allow it explicitly
 * through the injectable address check and resolver.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '#shared/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { isPublicAddress } from './address-guard';
import { fetchPage, LinkPreviewError, type FetchPageOptions } from './fetch-page';
import { linkPreview } from './link-preview.routes';
import { parsePageMeta } from './meta-parser';
import { ROUTES } from '#shared/api/routes';

const servers: Server[] = [];
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
  }
});

const PAGE = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Custom &amp; Web View">
<meta name="description" content="Line one
  line two">
<meta property='og:image' content="/img/card.png">
<meta property="og:site_name" content="Maker Blog">
</head><body>${'x'.repeat(10)}</body></html>`;

const loopbackAllowed: FetchPageOptions = {
  allowAddress: address => address === '127.0.0.1',
};

async function refusal(promise: Promise<unknown>): Promise<LinkPreviewError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LinkPreviewError);
  return error as LinkPreviewError;
}

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    // IPv4-compatible: the attack run's ::127.0.0.1, dotted and in hex.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::10.0.0.5', false],
    ['0:0:0:0:0:0:a9fe:a9fe', false],
    // 6to4 carries the IPv4 address in its second and third groups.
    ['2002:7f00:1::', false],
    ['2002:a9fe:a9fe::1', false],
    ['2002:c0a8:101::5', false],
    ['2002:5db8:d822::1', true],
    ['64:ff9b:1::1', false],
    ['::5db8:d822', true],
    ['not-an-ip', false],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['::ffff:93.184.216.34', true],
    // SIIT (IPv4-translated, ::ffff:0:0/96) is judged by its IPv4 tail too.
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:7f00:1', false],
    ['0:0:0:0:ffff:0:a9fe:a9fe', false],
    ['::ffff:0:10.0.0.1', false],
    ['::ffff:0:93.184.216.34', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetchPage', () => {
  it('refuses a loopback server by default', async () => {
    const url = await serve((_req, res) => res.end(PAGE));
    const error = await refusal(fetchPage(url));
    expect(error.kind).toBe('refused');
  });

  it('refuses a host name that resolves to a private address among public ones', async () => {
    const error = await refusal(
      fetchPage('http://mixed.example/', {
        resolve: async () => ['93.184.216.34', '10.0.0.7'],
      }),
    );
    expect(error.kind).toBe('refused');
  });

  it('refuses other schemes and credentials', async () => {
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'http://user:pw@example.com/',
    ]) {
      expect((await refusal(fetchPage(url))).kind).toBe('refused');
    }
  });

  it('reads the meta tags of an allowed page', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(PAGE);
    });
    const preview = await linkPreview(`${url}/post`, loopbackAllowed);
    expect(preview).toEqual({
      success: 1,
      link: `${url}/post`,
      meta: {
        title: 'Custom & Web View',
        description: 'Line one line two',
        image: { url: `${url}/img/card.png` },
        site_name: 'Maker Blog',
      },
    });
  });

  it('checks every redirect again', async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', 'http://internal.example/admin');
      res.end();
    });
    const error = await refusal(
      fetchPage(url, { ...loopbackAllowed, resolve: async () => ['10.0.0.8'] }),
    );
    expect(error.kind).toBe('refused');
  });

  it('follows a few redirects only', async () => {
    const url = await serve((req, res) => {
      res.statusCode = 301;
      res.setHeader('location', `/hop${req.url ?? ''}`);
      res.end();
    });
    const error = await refusal(fetchPage(url, { ...loopbackAllowed, maxRedirects: 3 }));
    expect(error.message).toMatch(/redirected more than 3 times/);
  });

  it('refuses what is not HTML, and HTTP errors', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/missing') res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    expect((await refusal(fetchPage(url, loopbackAllowed))).message).toMatch(
      /not a web page/,
    );
    expect((await refusal(fetchPage(`${url}/missing`, loopbackAllowed))).message).toMatch(
      /404/,
    );
  });

  it('gives up on a page that never answers', async () => {
    const url = await serve(() => undefined);
    const error = await refusal(fetchPage(url, { ...loopbackAllowed, timeoutMs: 300 }));
    expect(error.kind).toBe('unreadable');
  });

  it('reads no more than maxBytes of a huge page', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write(PAGE.replace('</head>', '</head><!--'));
      const chunk = 'y'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent += 1;
        if (sent < 200) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    const page = await fetchPage(url, { ...loopbackAllowed, maxBytes: 128 * 1024 });
    expect(page.html.length).toBeLessThanOrEqual(128 * 1024);
    expect(parsePageMeta(page.html, page.url).title).toBe('Custom & Web View');
  });
});

describe('parsePageMeta', () => {
  it('keeps only http(s) images and flattens hostile text', () => {
    const meta = parsePageMeta(
      '<meta property="og:image" content="javascript:alert(1)"><meta property="og:title" content="<script>x</script>">',
      'https://blog.example/a',
    );
    expect(meta.image).toBe('');
    expect(meta.title).toBe('<script>x</script>');
    expect(meta.siteName).toBe('blog.example');
  });
});

describe('GET /authenticated/api/link-preview', () => {
  it('refuses loopback and answers in the error shape', async () => {
    const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
    try {
      const account = await insertAccount(ctx);
      const url = await serve((_req, res) => res.end(PAGE));
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${ROUTES.linkPreview.url()}?url=${encodeURIComponent(url)}`,
        headers: sessionHeaders(account),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toMatch(
        /private or local network/,
      );
      const anonymous = await ctx.app.inject({
        method: 'GET',
        url: `${ROUTES.linkPreview.url()}?url=${encodeURIComponent(url)}`,
      });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});

describe('parsePageMeta on hostile markup', () => {
  it('stays linear on thousands of unterminated tags', () => {
    const html = `${'<meta content="x '.repeat(20_000)}${'<title>'.repeat(20_000)}`;
    const meta = parsePageMeta(html, 'https://a.example/');
    expect(meta.title).toBe('');
    expect(meta.description).toBe('');
  });
});
