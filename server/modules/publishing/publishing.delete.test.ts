/**
 * Two deletes of an extension's versions at once (issue 17 #5): the count and the
 * delete share one transaction holding the extension row, so one of them gets the
 * "needs at least one version" 400 and a published listing never loses its last
 * build. Real concurrency on both databases (a connection pool on PostgreSQL).
 */
import type { ApiErrorBody } from '#shared/errors';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExtensionResponse } from '#shared/api/publishing';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import { form, post, testPng, uploadBuild, uploadIcon } from './publishing-testing';
import { LAST_VERSION_MESSAGE } from './publishing.delete';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);
const icon = await uploadIcon(ctx, maker, await testPng());

async function publishedWithTwoVersions(): Promise<string> {
  const { aix } = await uploadBuild(ctx, maker, 'webview-5');
  const created = await post(
    ctx,
    ROUTES.createExtension.url(),
    form(aix?.uploadId ?? '', icon, { published: true }),
    maker,
  );
  const id = created.json<ExtensionResponse>().extension.extensionId;
  const second = await uploadBuild(ctx, maker, 'webview-13');
  const added = await post(
    ctx,
    ROUTES.updateExtension.url(),
    { extensionId: id, aixUploadId: second.aix?.uploadId },
    maker,
  );
  expect(added.json<ExtensionResponse>().extension.aixVersions).toHaveLength(2);
  return id;
}

describe('parallel version deletes', () => {
  it('leave one version: the second delete gets the last-version 400', async () => {
    const id = await publishedWithTwoVersions();
    const answers = await Promise.all(
      ['5', '13'].map(versionName =>
        post(ctx, ROUTES.deleteVersion.url(), { extensionId: id, versionName }, maker),
      ),
    );
    expect(answers.map(answer => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find(answer => answer.statusCode === 400);
    expect(refused?.json<ApiErrorBody>().error).toMatchObject({
      field: 'aixVersions',
      message: LAST_VERSION_MESSAGE,
    });
    const left = await ctx.app.db
      .selectFrom('extension_versions')
      .select('version_name')
      .where('extension_id', '=', id)
      .execute();
    expect(left).toHaveLength(1);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: ROUTES.extension.url({ slugOrId: id }),
    });
    expect(detail.statusCode).toBe(200);
  });
});
