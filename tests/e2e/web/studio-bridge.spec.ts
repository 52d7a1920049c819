/**
 * The desktop studio's renderer in Chromium, `window.studio` wired to the studio's
 * own Node modules (support/studio-wiring.ts). A buyer gets a free extension and
 * it lands on disk with the server's sha256, shows Show in folder, and Downloads
 * lists it; a maker opens local builds, creates an extension and publishes a new
 * version, and a build whose version code is not higher is refused.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { createSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  api,
  built,
  newWiring,
  serveStudioRenderer,
  studioOrigin,
  wireStudio,
} from '../support/studio-wiring';
import { SEEDED, expect, test } from './fixtures';

serveStudioRenderer();
test.describe('desktop renderer through window.studio', () => {
  test.skip(!built, 'run `npm run build:desktop` first (out/renderer is missing)');

  test('a free extension is saved to disk, checked, shown and listed in Downloads', async ({
    page,
    request,
  }) => {
    const wiring = newWiring(
      await createSession(request, uniqueEmail('studio'), 'Stu Dio'),
    );
    const { folder, records, shown } = wiring;
    await wireStudio(page, wiring);
    const detail = (await (
      await request.get(ROUTES.extension.url({ slugOrId: SEEDED.free }))
    ).json()) as ExtensionDetail;
    await page.goto(`${studioOrigin}/#/extension/${SEEDED.free}`);
    const box = page.getByRole('region', { name: 'Get this extension' });
    await box.getByRole('button', { name: 'Get' }).click();
    const saved = box.getByRole('status').filter({ hasText: 'sha256 checked' });
    await expect(saved).toContainText(`${detail.packageName}-`);
    await expect(saved).toContainText(folder);

    const file = records[0]?.file ?? '';
    const bytes = fs.readFileSync(file);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      detail.aixVersions[0]?.sha256,
    );
    expect(fs.readdirSync(folder).filter(name => name.endsWith('.part'))).toEqual([]);
    await saved.getByRole('button', { name: 'Show in folder' }).click();
    await expect.poll(() => shown).toEqual([records[0]?.id]);

    await page.goto(`${studioOrigin}/#/dashboard/downloads`);
    const list = page.getByRole('list', { name: 'Saved extensions' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(detail.name);
    await expect(page.getByText(`Saving to ${folder}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Downloads' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // No OS keyring here (secureStorage false): Preferences says the sign-in is unencrypted.
    await page.goto(`${studioOrigin}/#/dashboard/account/preferences`);
    await expect(page.getByRole('note')).toContainText('keeps your sign-in unencrypted');

    // Preferences › Server points the studio at a server; a path is refused on the field.
    const server = page.getByRole('textbox', { name: 'Server' });
    await expect(server).toHaveValue(api);
    await server.fill(`${api}/api`);
    await page.getByRole('button', { name: 'Use this server' }).click();
    await expect(
      page.getByText('Enter the server as http(s)://host[:port]'),
    ).toBeVisible();
    expect(wiring.servers).toEqual([]);
    await server.fill(`${api}/`);
    await page.getByRole('button', { name: 'Use this server' }).click();
    await expect.poll(() => wiring.servers).toEqual([`${api}/`]);
    await expect(page.getByRole('textbox', { name: 'Server' })).toHaveValue(api);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('a maker publishes local builds (draft, new version, refused, watched folder)', async ({
    page,
    request,
  }) => {
    const wiring = newWiring(
      await createSession(request, uniqueEmail('maker'), 'Mo Maker'),
    );
    await wireStudio(page, wiring);
    const packageName = `com.example.desk${Date.now().toString(36)}`;
    const write = (version: number, versionName: string) => {
      const file = path.join(wiring.folder, `build-${versionName}.aix`);
      fs.writeFileSync(
        file,
        buildSampleAix({
          packageName,
          component: 'DeskWidget',
          version,
          versionName,
          permissions: ['INTERNET'],
        }),
      );
      return file;
    };
    await page.goto(`${studioOrigin}/#/dashboard/my-extensions`);
    const panel = page.getByRole('region', { name: 'Publish a local build' });

    wiring.nextBuild.file = write(1, '1.0');
    await panel.getByRole('button', { name: 'Open .aix…' }).click();
    await expect(panel).toContainText(`version 1.0 (code 1) of ${packageName}`);
    await expect(panel).toContainText('Permissions: INTERNET');
    await panel.getByRole('button', { name: 'Create extension' }).click();
    await expect(panel.getByRole('status')).toContainText(
      'Created “Desk Widget” with version 1.0.',
    );

    // The next build is dropped on the panel: it reaches main as bytes, never a path.
    const dropped = fs.readFileSync(write(2, '1.1'));
    const transfer = await page.evaluateHandle(
      ([name, bytes]) => {
        const data = new DataTransfer();
        data.items.add(
          new File([new Uint8Array(bytes)], name, { type: 'application/zip' }),
        );
        return data;
      },
      ['build-1.1.aix', [...dropped]] as const,
    );
    const zone = page.getByTestId('local-build-drop');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      await zone.dispatchEvent(type, { dataTransfer: transfer });
    }
    await expect(panel).toContainText(`version 1.1 (code 2) of ${packageName}`);
    // Compared with what the maker has: the draft's version 1.0.
    await expect(panel).toContainText('last published 1.0 (code 1)');
    await panel.getByLabel('Release notes').fill('Faster start-up');
    // A slow network: the upload has started and no byte has gone up yet.
    let release = () => {};
    wiring.publishGate = new Promise(resolve => (release = resolve));
    await panel.getByRole('button', { name: 'Publish as new version' }).click();
    const bar = panel.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Uploading 0%');
    await expect(panel.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    release();
    wiring.publishGate = null;
    await expect(panel.getByRole('status')).toContainText(
      'Published version 1.1 of Desk Widget.',
    );
    await expect(bar).toBeHidden();

    wiring.nextBuild.file = write(2, '1.1-again');
    await panel.getByRole('button', { name: 'Open .aix…' }).click();
    await panel.getByRole('button', { name: 'Publish as new version' }).click();
    await expect(panel.getByRole('alert')).toContainText(
      'Version code 2 (1.1-again) is not higher than the last published one, 2 (1.1)',
    );

    // A watched build folder: a new build shows its changes and publishes in one click.
    wiring.watchFolder = path.join(wiring.folder, 'out');
    fs.mkdirSync(wiring.watchFolder);
    const watched = page.getByRole('region', { name: 'Watched build folders' });
    await watched.getByRole('button', { name: 'Watch a folder…' }).click();
    await expect(watched.getByRole('list', { name: 'Watched folders' })).toContainText(
      wiring.watchFolder,
    );
    fs.writeFileSync(
      path.join(wiring.watchFolder, 'desk.aix'),
      buildSampleAix({
        packageName,
        component: 'DeskWidget',
        version: 3,
        versionName: '1.3',
        permissions: ['INTERNET', 'CAMERA'],
      }),
    );
    const newBuild = watched.getByRole('article', {
      name: `New build 1.3 of ${packageName}`,
    });
    await expect(newBuild).toContainText('last published 1.1 (code 2)');
    await expect(newBuild.getByTestId('permission-diff')).toContainText('CAMERA');
    expect(await seriousViolations(page)).toEqual([]);
    await newBuild.getByRole('button', { name: 'Publish this build' }).click();
    await expect(newBuild).toBeHidden();
    await expect(page.getByText('Published version 1.3 of Desk Widget.')).toBeVisible();
    for (const stop of wiring.stops) stop();
    fs.rmSync(wiring.folder, { recursive: true, force: true });
  });

  test('cURL to Blocks converts in the studio too (the converter loads from the studio origin)', async ({
    page,
    request,
  }) => {
    const wiring = newWiring(await createSession(request, uniqueEmail('curl'), 'Cu Rl'));
    await wireStudio(page, wiring);
    await page.goto(`${studioOrigin}/#/curl-to-blocks`);
    await page
      .getByRole('textbox', { name: 'curl command' })
      .fill(
        'curl -X POST https://api.example.com/items -H "Content-Type: application/json" -d \'{"name":"a"}\'',
      );
    await expect(
      page.getByTestId('blocks-workspace').locator('.blocklyPath').first(),
    ).toBeVisible();
    fs.rmSync(wiring.folder, { recursive: true, force: true });
  });
});
