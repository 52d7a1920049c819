/** STORAGE_DRIVER=s3 wires the S3 driver into the app: uploads land in the bucket and are served from it. */
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type UploadResponse } from '#shared/api/uploads';
import { startFakeS3 } from '../../storage/testing/fake-s3';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { multipartBody } from './upload-testing';
import { sampleBuild } from '../../../tests/fixtures/aix/builds';
import { ROUTES } from '#shared/api/routes';

const fake = await startFakeS3({
  bucket: 'aix-test',
  accessKeyId: 'AKIAAPPTEST',
  region: 'auto',
});
const ctx = await createTestApp({
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'aix-test',
  S3_ENDPOINT: fake.endpoint,
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'AKIAAPPTEST',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
const maker = await insertAccount(ctx);

async function upload(filename: string, data: Buffer, purpose: string) {
  const body = multipartBody({ filename, data }, { purpose });
  return ctx.app.inject({
    method: 'POST',
    url: ROUTES.upload.url(),
    headers: { ...sessionHeaders(maker), ...body.headers },
    payload: body.payload,
  });
}

describe('uploads on S3', () => {
  it('stores an .aix and an icon in the bucket and serves the icon', async () => {
    expect(ctx.app.storage.driver).toBe('s3');
    const aix = (
      await upload('a.aix', sampleBuild('asyncdelay'), 'aix')
    ).json<UploadResponse>();
    expect(fake.objects.has(`aix-test/aix/${aix.file.sha256}`)).toBe(true);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const icon = (await upload('i.png', png, 'icon')).json<UploadResponse>();
    const served = await ctx.app.inject({ method: 'GET', url: icon.file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(icon.file.size);
  });
});
