/**
 * The studio's Downloads screen through window.studio (issue 21 §2 and §3): a buyer
 * saved version 1.0 of a free extension; its maker publishes 1.1 with two new
 * permissions. Downloads marks the saved file ("1.1 available: 2 new permissions")
 * and one click downloads 1.1 through the signed, checked download path, keeping
 * the 1.0 file beside it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { createApiClient, type ApiClient } from '#shared/api/client/http';
import { createExtension, updateExtension } from '#shared/api/client/publishing';
import { createSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { draftBody, uploadSampleBuild, uploadSampleIcon } from '../support/publishing';
import {
  built,
  newWiring,
  serveStudioRenderer,
  studioOrigin,
  wireStudio,
} from '../support/studio-wiring';
import { expect, test } from './fixtures';

const stamp = Date.now().toString(36);
// Extension names take letters and spaces only.
const NAME = `Studio Lamp ${stamp.replace(/\d/g, digit => 'abcdefghij'.charAt(Number(digit)))}`;
const SLUG = `studio-lamp-${stamp}`;
const PACKAGE = `com.example.studiolamp${stamp}`;

serveStudioRenderer();
test.describe('studio Downloads marks and updates an outdated file', () => {
  test.skip(!built, 'run `npm run build:desktop` first (out/renderer is missing)');

  test('1.1 is marked with its new permissions and saved beside 1.0 in one click', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const maker = await createSession(request, uniqueEmail('studio-maker'), 'Mo Maker');
    const makerApi: ApiClient = createApiClient({
      baseUrls: { functions: String(baseURL), app: String(baseURL) },
      session: () => ({ token: maker.token, userId: maker.id }),
    });
    const build = (versionName: string, version: number, permissions: string[]) =>
      uploadSampleBuild(makerApi, {
        packageName: PACKAGE,
        component: 'Lamp',
        version,
        versionName,
        permissions,
      });
    const first = await build('1.0', 1, ['CAMERA']);
    const icon = await uploadSampleIcon(makerApi, [40, 160, 220]);
    await createExtension(
      makerApi,
      draftBody(first.aix?.uploadId ?? '', icon.file.url, {
        slug: SLUG,
        name: NAME,
        description: 'A lamp whose owners hear about every new version.',
        published: true,
      }),
    );

    const wiring = newWiring(
      await createSession(request, uniqueEmail('studio-owner'), 'Ola Owner'),
    );
    const { folder } = wiring;
    await wireStudio(page, wiring);
    await page.goto(`${studioOrigin}/#/extension/${SLUG}`);
    const box = page.getByRole('region', { name: 'Get this extension' });
    await box.getByRole('button', { name: 'Get' }).click();
    await expect(
      box.getByRole('status').filter({ hasText: 'sha256 checked' }),
    ).toBeVisible();

    const detail = (await (
      await request.get(ROUTES.extension.url({ slugOrId: SLUG }))
    ).json()) as ExtensionDetail;
    const second = await build('1.1', 2, [
      'CAMERA',
      'RECORD_AUDIO',
      'ACCESS_FINE_LOCATION',
    ]);
    await updateExtension(makerApi, {
      extensionId: detail.extensionId,
      aixUploadId: second.aix?.uploadId ?? '',
      releaseNotes: 'Brighter, and it listens now.',
    });
    const latest = (await (
      await request.get(ROUTES.extension.url({ slugOrId: SLUG }))
    ).json()) as ExtensionDetail;
    const newest = latest.aixVersions.find(version => version.versionName === '1.1');
    expect(newest).toBeDefined();

    await page.goto(`${studioOrigin}/#/dashboard/downloads`);
    const list = page.getByRole('list', { name: 'Saved extensions' });
    const item = list.getByRole('listitem').filter({ hasText: NAME });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('1.1 available');
    await expect(item).toContainText('2 new permissions');
    await expect(item).toContainText('Precise location');
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByRole('button', { name: `Update ${NAME} to 1.1` }).click();
    await expect(list.getByRole('listitem').filter({ hasText: NAME })).toHaveCount(2);
    const files = fs.readdirSync(folder).filter(name => name.endsWith('.aix'));
    expect(files).toHaveLength(2);
    const hashes = files.map(name =>
      createHash('sha256')
        .update(fs.readFileSync(path.join(folder, name)))
        .digest('hex'),
    );
    // The new file is the server's signed 1.1; the 1.0 file stays beside it.
    expect(hashes).toContain(newest?.sha256);
    expect(hashes).toContain(
      latest.aixVersions.find(version => version.versionName === '1.0')?.sha256,
    );
    expect(fs.readdirSync(folder).filter(name => name.endsWith('.part'))).toEqual([]);
    // Up to date now: nothing is offered for the new file.
    await expect(page.getByRole('button', { name: /^Update .* to 1\.1$/ })).toHaveCount(
      0,
    );
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
