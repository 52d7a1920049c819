/** Test helpers for publishing: upload a sample build, a valid form, calls with a session. */
import sharp from 'sharp';
import type { CreateExtensionBody } from '#shared/api/publishing';
import { type UploadResponse } from '#shared/api/uploads';
import type { TestApp } from '../../testing/test-app';
import { sessionHeaders } from '../auth/auth-testing';
import { multipartBody } from '../uploads/upload-testing';
import { sampleBuild, type SampleBuildName } from '../../../tests/fixtures/aix/builds';
import { ROUTES } from '#shared/api/routes';

export type Account = { id: string; token: string };

/** Uploads one of the named sample builds (tests/fixtures/aix/builds.ts). */
export async function uploadBuild(ctx: TestApp, account: Account, file: SampleBuildName) {
  const body = multipartBody(
    { filename: `${file}.aix`, data: sampleBuild(file) },
    { purpose: 'aix' },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: ROUTES.upload.url(),
    headers: { ...sessionHeaders(account), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload ${file}: ${response.body}`);
  return response.json<UploadResponse>();
}

export async function uploadIcon(ctx: TestApp, account: Account, png: Buffer) {
  const body = multipartBody({ filename: 'icon.png', data: png }, { purpose: 'icon' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: ROUTES.upload.url(),
    headers: { ...sessionHeaders(account), ...body.headers },
    payload: body.payload,
  });
  return response.json<UploadResponse>().file.url;
}

export function form(
  aixUploadId: string,
  icon: string,
  overrides: Partial<CreateExtensionBody> = {},
): CreateExtensionBody {
  return {
    slug: 'custom-web-view',
    name: 'Custom Web View',
    description: 'A web view with every switch App Inventor forgot',
    icon,
    category: 'Ui',
    platforms: ['kodular', 'mit_appinventor'],
    tags: ['WebView', 'browser'],
    type: { isFree: true, price: 0, currency: 'INR' },
    sourceURL: 'https://github.com/vknow360/CustomWebView',
    devNotes: 'Ask on the forum.',
    documentation: {
      toc: true,
      blocks: {
        time: 1,
        blocks: [
          { type: 'header', data: { text: 'Designer Properties', level: 2 } },
          {
            type: 'paragraph',
            data: { text: 'Hello <b>makers</b><script>alert(1)</script>' },
          },
        ],
      },
    },
    published: false,
    aixUploadId,
    releaseNotes: 'First build',
    ...overrides,
  };
}

export function post(ctx: TestApp, url: string, payload: object, account?: Account) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: account ? sessionHeaders(account) : {},
    payload,
  });
}

/** A small opaque PNG for icon uploads; another colour gives other bytes. */
export function testPng(colour = '#005ac8'): Promise<Buffer> {
  return sharp({
    create: {
      width: 64,
      height: 64,
      channels: 4,
      background: colour,
    },
  })
    .png()
    .toBuffer();
}
