/**
 * An .aix that names its icon by web address (issue 20 item 13), uploaded through
 * the real upload service against a real HTTP server on 127.0.0.1. Loopback is
 * refused by the guard by default; these tests allow exactly 127.0.0.1 through the
 * injectable address check, so a redirect to a private address is still refused.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { ICON_SIZE } from '#shared/api/uploads';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import type { FetchPageOptions } from '../link-preview/fetch-page';
import { MAX_REMOTE_ICON_BYTES } from './remote-icon';
import { handleUpload } from './uploads.service';

const servers: Server[] = [];
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ctx = await createTestApp();
const maker = await insertAccount(ctx);
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
  }
  await ctx.close();
});

const png = await sharp({
  create: {
    width: 48,
    height: 48,
    channels: 4,
    background: { r: 0, g: 128, b: 0, alpha: 1 },
  },
})
  .png()
  .toBuffer();

const base = await serve((request, response) => {
  switch (request.url) {
    case '/icon.png':
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    case '/huge.png':
      // No Content-Length: the cap is enforced while reading, not by trusting a header.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.alloc(MAX_REMOTE_ICON_BYTES + 1024, 1));
      return;
    case '/page.html':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an icon</p>');
      return;
    case '/disguised.png':
      response.writeHead(200, { 'content-type': 'image/png' }).end('<svg></svg>');
      return;
    case '/to-private':
      response.writeHead(302, { location: 'http://10.0.0.7/icon.png' }).end();
      return;
    default:
      response.writeHead(404).end();
  }
});

const loopbackOnly: FetchPageOptions = {
  allowAddress: address => address === '127.0.0.1',
};

function aixNaming(iconUrl: string, packageName = 'com.example.remoteicon') {
  return Buffer.from(
    buildSampleAix({
      packageName,
      component: 'RemoteIcon',
      version: 1,
      versionName: '1.0',
      iconUrl,
    }),
  );
}

async function upload(iconUrl: string, iconFetch: FetchPageOptions = loopbackOnly) {
  const answer = await handleUpload(
    { db: ctx.app.db, storage: ctx.app.storage, iconFetch },
    maker.user,
    'aix',
    aixNaming(iconUrl),
    'remote.aix',
  );
  if (!answer.aix) throw new Error('no .aix facts in the answer');
  return answer.aix;
}

describe('an .aix naming its icon by web address', () => {
  it('fetches the icon, re-encodes it and stores it like an uploaded icon', async () => {
    const info = await upload(`${base}/icon.png`);
    expect(info.icon).toMatch(/^\/.+\.png$/);
    expect(info.warnings.filter(line => line.includes('icon'))).toEqual([]);
    const stored = await ctx.app.inject({ method: 'GET', url: info.icon ?? '' });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', ICON_SIZE, ICON_SIZE]);
  });

  it('refuses a loopback address under the default guard, with a warning', async () => {
    const info = await upload(`${base}/icon.png`, {});
    expect(info.icon).toBeNull();
    expect(info.warnings).toContainEqual(
      expect.stringMatching(
        /^The icon at http:\/\/127\.0\.0\.1:\d+\/icon\.png was not used: .*private or local network/,
      ),
    );
  });

  it('refuses a redirect to a private address', async () => {
    const info = await upload(`${base}/to-private`);
    expect(info.icon).toBeNull();
    expect(info.warnings.join('\n')).toContain(
      'This address points to a private or local network and cannot be fetched.',
    );
  });

  it('refuses an icon larger than the cap', async () => {
    const info = await upload(`${base}/huge.png`);
    expect(info.icon).toBeNull();
    expect(info.warnings.join('\n')).toContain('The file is larger than 2 MB.');
  });

  it('refuses a page that is not an image', async () => {
    const info = await upload(`${base}/page.html`);
    expect(info.icon).toBeNull();
    expect(info.warnings.join('\n')).toContain('The address is not an image.');
  });

  it('judges the bytes, not the Content-Type', async () => {
    const info = await upload(`${base}/disguised.png`);
    expect(info.icon).toBeNull();
    expect(info.warnings.join('\n')).toMatch(/The icon at .*disguised\.png was not used/);
  });

  it('still reads the build when the icon host does not answer', async () => {
    const info = await upload(`${base}/missing.png`);
    expect(info.icon).toBeNull();
    expect(info.packageName).toBe('com.example.remoteicon');
    expect(info.warnings.join('\n')).toContain('HTTP 404');
  });
});
