/**
 * Uploads through the real app and real multipart bodies: corpus .aix files, an
 * SVG dressed as a PNG, icons re-encoded by sharp, and the public file route. Runs
 * on SQLite and PostgreSQL (hostile .aix files: tests/integration/upload-hostile.test.ts).
 */
import type { ApiErrorBody } from '#shared/errors';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ICON_SIZE, type UploadResponse } from '#shared/api/uploads';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { AIX_CORPUS, corpusFile, multipartBody } from './upload-testing';
import { sampleBuild } from '../../../tests/fixtures/aix/builds';
import { titled } from '../../../tests/support/reference';
import { ROUTES } from '#shared/api/routes';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);
const other = await insertAccount(ctx);

async function upload(
  file: { filename: string; data: Buffer },
  purpose: string,
  account = maker,
) {
  const body = multipartBody(file, { purpose });
  return ctx.app.inject({
    method: 'POST',
    url: ROUTES.upload.url(),
    headers: { ...sessionHeaders(account), ...body.headers },
    payload: body.payload,
  });
}

const pngBytes = () =>
  sharp({
    create: {
      width: 40,
      height: 20,
      channels: 4,
      background: { r: 200, g: 0, b: 0, alpha: 1 },
    },
  })
    .png()
    .toBuffer();

/** What the editor is prefilled with for build 13 of the CustomWebView extension. */
function expectWebView13(body: UploadResponse) {
  expect(body.aix).toMatchObject({
    packageName: 'com.sunny.CustomWebView',
    name: 'CustomWebView',
    versionName: '13',
    versionCode: 13,
    componentCount: 1,
    existingExtensionId: null,
  });
  expect(body.aix?.permissions).toContain('ACCESS_FINE_LOCATION');
  expect(body.aix?.permissions).toHaveLength(10);
  expect(body.aix?.blockReference[0]?.methods.length).toBeGreaterThan(0);
}

describe('POST /authenticated/api/upload/cloudinary', () => {
  it('reads an .aix and answers what the editor prefills', async () => {
    const response = await upload(
      { filename: 'CustomWebView.aix', data: sampleBuild('webview-13') },
      'aix',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<UploadResponse>();
    expect(body.success).toBe(1);
    expectWebView13(body);
    expect(await ctx.app.storage.head(`aix/${body.file.sha256}`)).toEqual({
      size: body.file.size,
    });
    // The draft is downloadable by its uploader only, as an attachment.
    const download = await ctx.app.inject({
      method: 'GET',
      url: body.file.url,
      headers: sessionHeaders(maker),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(
      'com.sunny.CustomWebView.aix',
    );
    expect(download.rawPayload.length).toBe(body.file.size);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: body.file.url,
      headers: sessionHeaders(other),
    });
    expect(stranger.statusCode).toBe(403);
  });

  it.skipIf(!AIX_CORPUS.present)(
    titled('reads a real corpus .aix with the same answers', AIX_CORPUS),
    async () => {
      const response = await upload(
        {
          filename: 'CustomWebView.aix',
          data: corpusFile('vknow360__CustomWebView__com.sunny.CustomWebView@out.aix'),
        },
        'aix',
      );
      expect(response.statusCode).toBe(200);
      expectWebView13(response.json<UploadResponse>());
    },
  );

  it('prefills the packed icon, re-encoded, and reuses the draft for the same bytes', async () => {
    const data = sampleBuild('asyncdelay');
    const first = (
      await upload({ filename: 'a.aix', data }, 'aix')
    ).json<UploadResponse>();
    const second = (
      await upload({ filename: 'a.aix', data }, 'aix')
    ).json<UploadResponse>();
    expect(second.aix?.uploadId).toBe(first.aix?.uploadId);
    const icon = first.aix?.icon ?? '';
    expect(icon).toMatch(/^\/private\/api\/files\/images\/[0-9a-f]{64}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: icon });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', ICON_SIZE, ICON_SIZE]);
  });

  it('refuses an SVG renamed .png, for icons and images', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    for (const purpose of ['icon', 'image', 'attachment']) {
      const response = await upload({ filename: 'icon.png', data: svg }, purpose);
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiErrorBody>().error.message).toMatch(/SVG|not accepted/);
    }
  });

  it('refuses a file that is not a zip as an .aix', async () => {
    const response = await upload({ filename: 'x.aix', data: await pngBytes() }, 'aix');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('NOT_A_ZIP');
  });

  it('re-encodes icons to a fixed size and serves them immutable', async () => {
    const response = await upload(
      { filename: 'icon.png', data: await pngBytes() },
      'icon',
    );
    expect(response.statusCode).toBe(200);
    const { file } = response.json<UploadResponse>();
    expect(file.url).toMatch(/^\/private\/api\/files\/images\/[0-9a-f]{64}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([ICON_SIZE, ICON_SIZE]);
    const again = await ctx.app.inject({
      method: 'GET',
      url: file.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('names an attachment download by what its bytes are, not by the uploader', async () => {
    const cases: [string, Buffer, string][] = [
      ['readme.html', Buffer.from('<b>not html to us</b>'), ''],
      ['setup.bat', Buffer.from('echo hello\r\n'), 'setup.txt'],
      ['guide.hta', Buffer.from('plain words\n'), 'guide.txt'],
      ['notes.md', Buffer.from('# notes\n'), 'notes.md'],
      ['pack.exe', sampleBuild('clickx'), 'pack.zip'],
    ];
    for (const [name, data, expected] of cases) {
      const response = await upload({ filename: name, data }, 'attachment');
      if (expected === '') {
        // Text that starts like markup is not accepted as an attachment at all.
        expect(response.statusCode, name).toBe(415);
        continue;
      }
      const { file } = response.json<UploadResponse>();
      const served = await ctx.app.inject({ method: 'GET', url: file.url });
      expect(served.headers['content-disposition'], name).toContain(
        `filename="${expected}"`,
      );
    }
  });

  it('serves text attachments as downloads and never serves builds publicly', async () => {
    const response = await upload(
      { filename: 'notes.txt', data: Buffer.from('hello maker\n') },
      'attachment',
    );
    const { file } = response.json<UploadResponse>();
    const served = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-disposition']).toContain('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const aix = (
      await upload(
        {
          filename: 'b.aix',
          data: sampleBuild('asyncdelay'),
        },
        'aix',
      )
    ).json<UploadResponse>();
    const leaked = await ctx.app.inject({
      method: 'GET',
      url: ROUTES.file.url({ namespace: 'aix', name: aix.file.sha256 }),
    });
    expect(leaked.statusCode).toBe(404);
  });

  it('answers 415 to a body that is not multipart and 400 to a bad purpose', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.upload.url(),
      headers: sessionHeaders(maker),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const bad = await upload({ filename: 'a.png', data: await pngBytes() }, 'script');
    expect(bad.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const body = multipartBody({ filename: 'a.png', data: await pngBytes() });
    const response = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.upload.url(),
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});
