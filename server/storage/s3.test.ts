import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../config/storage';
import { createStorage } from '../plugins/storage';
import { S3Storage } from './s3';
import { sha256Hex, StorageKeyError } from './storage';
import { startFakeS3, type FakeS3 } from './testing/fake-s3';

const bucket = 'aix-files';
const credentials = { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret' };
let fake: FakeS3;
let storage: S3Storage;

beforeAll(async () => {
  fake = await startFakeS3({
    bucket,
    accessKeyId: credentials.accessKeyId,
    region: 'auto',
  });
  const config = loadStorageConfig(
    {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'uploads/',
    },
    '/unused',
  );
  const created = await createStorage(config);
  if (!(created instanceof S3Storage)) throw new Error('expected the S3 driver');
  storage = created;
});
afterAll(async () => {
  storage.close();
  await fake.close();
});

describe('S3Storage against an S3 endpoint on loopback', () => {
  const bytes = Buffer.from('PK\u0003\u0004 an extension');
  const key = `aix/${sha256Hex(bytes)}`;

  it('puts content-addressed objects once, with type, MD5 and the hash as metadata', async () => {
    const first = await storage.put(bytes, {
      namespace: 'aix',
      contentType: 'application/zip',
    });
    expect(first).toEqual({
      key,
      sha256: sha256Hex(bytes),
      size: bytes.length,
      created: true,
    });
    const stored = fake.objects.get(`${bucket}/uploads/${key}`);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('application/zip');
    expect(stored?.metadata).toEqual({ sha256: sha256Hex(bytes) });

    const again = await storage.put(bytes, { namespace: 'aix' });
    expect(again.created).toBe(false);
    expect(fake.requests.filter(request => request.startsWith('PUT'))).toHaveLength(1);
  });

  it('gets, streams and heads objects, and answers null for missing ones', async () => {
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    const stream = await storage.stream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await storage.head(key)).toEqual({ size: bytes.length });
    const missing = `aix/${'0'.repeat(64)}`;
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.head(missing)).toBeNull();
    expect(await storage.stream(missing)).toBeNull();
  });

  it('deletes, and deleting again is fine', async () => {
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are not <namespace>/<sha256> before any request', async () => {
    const before = fake.requests.length;
    await expect(storage.get('../etc/passwd')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.put(bytes, { namespace: 'Bad/Name' })).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('surfaces the store refusing bad credentials', async () => {
    const wrong = new S3Storage({
      bucket,
      region: 'auto',
      endpoint: fake.endpoint,
      forcePathStyle: true,
      accessKeyId: 'SOMEONEELSE',
      secretAccessKey: 'x',
    });
    // put() asks HEAD first; S3 answers a refused HEAD with a bare 403.
    await expect(wrong.put(Buffer.from('x'))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(wrong.get(`files/${'1'.repeat(64)}`)).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    wrong.close();
  });
});

describe('loadStorageConfig', () => {
  it('defaults to local disk under DATA_DIR/files', () => {
    expect(loadStorageConfig({}, '/srv/data')).toEqual({
      driver: 'local',
      root: '/srv/data/files',
    });
  });

  it('explains what is missing or wrong', () => {
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 'ftp' }, '/d')).toThrow(
      /must be "local" or "s3"/,
    );
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3' }, '/d')).toThrow(
      /S3_BUCKET is required/,
    );
    expect(() =>
      loadStorageConfig(
        { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' },
        '/d',
      ),
    ).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() =>
      loadStorageConfig(
        { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' },
        '/d',
      ),
    ).toThrow(/S3_ENDPOINT must be an http/);
    expect(
      loadStorageConfig({ STORAGE_DRIVER: 'S3', S3_BUCKET: 'b' }, '/d'),
    ).toMatchObject({
      driver: 's3',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });
});
