/**
 * The publishing lifecycle through the real app on SQLite and PostgreSQL: create a
 * draft from a sample .aix, publish, see it listed, change it, add a version with a
 * permission diff, delete a version and its file, unpublish, delete; and who may do
 * each of those.
 */
import type { ApiErrorBody } from '#shared/errors';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ExtensionResponse,
  MyExtensionsResponse,
  MyLikesResponse,
  UpdateLikeResponse,
} from '#shared/api/publishing';
import type { ListAllResponse, ExtensionDetail } from '#shared/api/extensions';
import { MESSAGES } from '#shared/domain/validation';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { form, post, testPng, uploadBuild, uploadIcon } from './publishing-testing';
import { LAST_VERSION_MESSAGE } from './publishing.delete';
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from '../uploads/blobs';

const afterGrace = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
import { ROUTES } from '#shared/api/routes';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);
const stranger = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });
const icon = await uploadIcon(ctx, maker, await testPng());

async function listed(search: string): Promise<string[]> {
  const response = await post(ctx, ROUTES.listAll.url(), { searchText: search });
  return response.json<ListAllResponse>().extensions.map(e => e.extensionId);
}

describe('the publishing lifecycle', () => {
  let id = '';

  it('creates a draft that is not listed', async () => {
    const { aix } = await uploadBuild(ctx, maker, 'webview-5');
    const response = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(aix?.uploadId ?? '', icon),
      maker,
    );
    expect(response.statusCode).toBe(201);
    const { extension } = response.json<ExtensionResponse>();
    id = extension.extensionId;
    expect(extension).toMatchObject({
      published: false,
      packageName: 'com.sunny.CustomWebView',
      tags: ['browser', 'webview'],
      latestVersion: '5',
    });
    expect(extension.documentation.html).toContain('<b>makers</b>');
    expect(extension.documentation.html).not.toContain('script');
    // Stored blocks are cleaned too: the editor writes their text back into the page.
    const stored = JSON.stringify(extension.documentation.blocks);
    expect(stored).toContain('<b>makers</b>');
    expect(stored).not.toContain('<script');
    expect(extension.aixVersions[0]?.blockReference?.length).toBe(1);
    expect(extension.permissions).toContain('CAMERA');
    expect(await listed('Custom Web View')).not.toContain(id);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: ROUTES.extension.url({ slugOrId: id }),
    });
    expect(detail.statusCode).toBe(404);
  });

  it('answers 11000 "Already exists" material for a duplicate slug or package', async () => {
    const { aix } = await uploadBuild(ctx, stranger, 'webview-copy');
    const sameSlug = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(aix?.uploadId ?? '', icon),
      stranger,
    );
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json<ApiErrorBody>().error).toMatchObject({
      code: 11000,
      field: 'packageName',
    });
    const { aix: other } = await uploadBuild(ctx, stranger, 'asyncdelay');
    const dup = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(other?.uploadId ?? '', icon),
      stranger,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ApiErrorBody>().error).toMatchObject({ code: 11000, field: 'slug' });
  });

  it('lets only the owner or an admin read, change or delete it', async () => {
    const anonymous = await post(ctx, ROUTES.updateExtension.url(), {
      extensionId: id,
      published: true,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [ROUTES.updateExtension.url(), ROUTES.deleteMyExtension.url()]) {
      const response = await post(ctx, url, { extensionId: id }, stranger);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().error.code).toBe('FORBIDDEN');
    }
    const read = await post(
      ctx,
      ROUTES.getExtensions.url(),
      { extensionIds: [id] },
      stranger,
    );
    expect(read.statusCode).toBe(403);
    const missing = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: 'nope' },
      maker,
    );
    expect(missing.statusCode).toBe(404);
    const byAdmin = await post(
      ctx,
      ROUTES.getExtensions.url(),
      { extensionIds: [id] },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('publishes, and the listing and detail show it at once', async () => {
    const response = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, published: true },
      maker,
    );
    expect(response.statusCode).toBe(200);
    expect(await listed('Custom Web View')).toContain(id);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: ROUTES.extension.url({ slugOrId: 'custom-web-view' }),
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json<ExtensionDetail>();
    expect(body.aixVersions[0]?.blockReference?.[0]?.name).toBe('CustomWebView');
  });

  it('changes fields, and an admin may too', async () => {
    const response = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, name: 'Custom Web Browser' },
      maker,
    );
    expect(response.json<ExtensionResponse>().extension.name).toBe('Custom Web Browser');
    expect(await listed('Custom Web Browser')).toContain(id);
    const bad = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, slug: 'x' },
      maker,
    );
    expect(bad.json<ApiErrorBody>().error).toMatchObject({
      field: 'slug',
      message: MESSAGES.slug,
    });
    const byAdmin = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, devNotes: 'Checked' },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('adds a version with its permission diff', async () => {
    const { aix } = await uploadBuild(ctx, maker, 'webview-13');
    expect(aix?.existingExtensionId).toBe(id);
    const response = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, aixUploadId: aix?.uploadId, releaseNotes: 'Shortcuts' },
      maker,
    );
    expect(response.statusCode).toBe(200);
    const { extension } = response.json<ExtensionResponse>();
    expect(extension.aixVersions.map(v => v.versionName)).toEqual(['13', '5']);
    expect(extension.aixVersions[0]?.permissionDiff).toEqual({
      added: [
        'android.launcher.permission.INSTALL_SHORTCUT',
        'android.webkit.resource.AUDIO_CAPTURE',
        'android.webkit.resource.VIDEO_CAPTURE',
      ],
      removed: [],
    });
    expect(extension.latestVersion).toBe('13');
    expect(extension.permissions).toHaveLength(10);
    const again = await uploadBuild(ctx, maker, 'webview-13');
    const dup = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, aixUploadId: again.aix?.uploadId },
      maker,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ApiErrorBody>().error).toMatchObject({
      code: 11000,
      field: 'aixVersions',
    });
    const wrong = await uploadBuild(ctx, maker, 'asyncdelay');
    const mismatch = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, aixUploadId: wrong.aix?.uploadId },
      maker,
    );
    expect(mismatch.json<ApiErrorBody>().error.field).toBe('aixVersions');
  });

  it('deletes a version and its file, but never the last version', async () => {
    const before = (
      await post(ctx, ROUTES.getExtensions.url(), { extensionIds: [id] }, maker)
    ).json<{ extensions: ExtensionResponse['extension'][] }>();
    const old = before.extensions[0]?.aixVersions.find(v => v.versionName === '5');
    expect(await ctx.app.storage.head(`aix/${old?.sha256}`)).not.toBeNull();
    const response = await post(
      ctx,
      ROUTES.deleteVersion.url(),
      { extensionId: id, versionName: '5' },
      maker,
    );
    expect(response.statusCode).toBe(200);
    expect(
      response.json<ExtensionResponse>().extension.aixVersions.map(v => v.versionName),
    ).toEqual(['13']);
    // Rows go at once; the sweep removes the file once the grace period is over.
    expect(await ctx.app.storage.head(`aix/${old?.sha256}`)).not.toBeNull();
    await sweepOrphanBlobs(ctx.app.db, ctx.app.storage, afterGrace());
    expect(await ctx.app.storage.head(`aix/${old?.sha256}`)).toBeNull();
    const last = await post(
      ctx,
      ROUTES.deleteVersion.url(),
      { extensionId: id, versionName: '13' },
      maker,
    );
    expect(last.json<ApiErrorBody>().error).toMatchObject({
      field: 'aixVersions',
      message: LAST_VERSION_MESSAGE,
    });
    const byStranger = await post(
      ctx,
      ROUTES.deleteVersion.url(),
      { extensionId: id, versionName: '13' },
      stranger,
    );
    expect(byStranger.statusCode).toBe(403);
  });

  it('toggles likes of the session user and shows them in My Extensions', async () => {
    const liked = await post(ctx, ROUTES.updateLike.url(), { extensionId: id }, stranger);
    expect(liked.json()).toEqual({ extensionId: id, liked: true, likes: 1 });
    const twice = await post(
      ctx,
      ROUTES.updateLike.url(),
      { extensionId: id, like: true },
      stranger,
    );
    expect(twice.json<UpdateLikeResponse>().likes).toBe(1);
    const likedIds = async (account: typeof stranger) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: ROUTES.myLikes.url(),
          headers: sessionHeaders(account),
        })
      ).json<MyLikesResponse>().extensionIds;
    expect(await likedIds(stranger)).toEqual([id]);
    expect(await likedIds(maker)).toEqual([]);
    const mine = await post(ctx, ROUTES.myExtensions.url(), {}, maker);
    expect(mine.json<MyExtensionsResponse>().extensions).toEqual([
      expect.objectContaining({
        extensionId: id,
        status: 'published',
        versions: 1,
        likes: 1,
        latestVersion: '13',
      }),
    ]);
    const theirs = await post(
      ctx,
      ROUTES.myExtensions.url(),
      { extensionIds: [id] },
      stranger,
    );
    expect(theirs.json<MyExtensionsResponse>().total).toBe(0);
    const unliked = await post(
      ctx,
      ROUTES.updateLike.url(),
      { extensionId: id },
      stranger,
    );
    expect(unliked.json()).toMatchObject({ liked: false, likes: 0 });
    expect(await likedIds(stranger)).toEqual([]);
  });

  it('unpublishes, then deletes with its files', async () => {
    await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, published: false },
      maker,
    );
    expect(await listed('Custom Web Browser')).not.toContain(id);
    const mine = await post(ctx, ROUTES.myExtensions.url(), {}, maker);
    expect(mine.json<MyExtensionsResponse>().extensions[0]?.status).toBe('draft');
    const like = await post(ctx, ROUTES.updateLike.url(), { extensionId: id }, stranger);
    expect(like.statusCode).toBe(404);
    const sha = (
      await post(ctx, ROUTES.getExtensions.url(), { extensionIds: [id] }, maker)
    ).json<{
      extensions: ExtensionResponse['extension'][];
    }>().extensions[0]?.aixVersions[0]?.sha256;
    const deleted = await post(
      ctx,
      ROUTES.deleteMyExtension.url(),
      { extensionId: id },
      maker,
    );
    expect(deleted.json()).toEqual({ deleted: true });
    // The maker's refused duplicate upload of the same bytes is still a draft: kept.
    await sweepOrphanBlobs(ctx.app.db, ctx.app.storage, afterGrace());
    expect(await ctx.app.storage.head(`aix/${sha}`)).not.toBeNull();
    const gone = await post(
      ctx,
      ROUTES.getExtensions.url(),
      { extensionIds: [id] },
      maker,
    );
    expect(gone.statusCode).toBe(404);
  });
});

describe('delete-my-extension', () => {
  it('removes the files no row points at any more', async () => {
    const { aix } = await uploadBuild(ctx, maker, 'brightness');
    const created = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(aix?.uploadId ?? '', icon, {
        slug: 'brightness-tool',
        name: 'Brightness Tool',
        published: true,
      }),
      maker,
    );
    const { extension } = created.json<ExtensionResponse>();
    expect(await listed('Brightness Tool')).toContain(extension.extensionId);
    const deleted = await post(
      ctx,
      ROUTES.deleteMyExtension.url(),
      { extensionId: extension.extensionId },
      maker,
    );
    expect(deleted.statusCode).toBe(200);
    // Rows go at once; the sweep removes the file once the grace period is over.
    expect(await ctx.app.storage.head(`aix/${aix?.sha256}`)).not.toBeNull();
    await sweepOrphanBlobs(ctx.app.db, ctx.app.storage, afterGrace());
    expect(await ctx.app.storage.head(`aix/${aix?.sha256}`)).toBeNull();
    expect(await listed('Brightness Tool')).not.toContain(extension.extensionId);
  });
});
