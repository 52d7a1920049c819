/**
 * Issue 20 #11: an opened build is compared with its own package. Opening a build
 * of another package after one the maker has must not keep the first one's
 * comparison or offer "Publish as new version"; a package the maker does not have
 * offers "Create extension" (the real SAF .aix, com.sunny.saf, gets a name the
 * rules accept), and blocks a rebuild drops are marked as a breaking change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { reference } from '../../support/reference';
import { createSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  built,
  newWiring,
  serveStudioRenderer,
  studioOrigin,
  wireStudio,
} from '../support/studio-wiring';
import { expect, test } from './fixtures';

serveStudioRenderer();

const CORPUS = reference('corpus/aix');
const SAF = path.join(CORPUS.path, 'vknow360__SAF__com.sunny.saf@aix.aix');

test.describe('studio compares a build with its own package', () => {
  test.skip(!built, 'run `npm run build:desktop` first (out/renderer is missing)');
  test.skip(!CORPUS.present, CORPUS.reason);

  test('another package offers Create extension; removed blocks are a breaking change', async ({
    page,
    request,
  }, testInfo) => {
    const wiring = newWiring(
      await createSession(request, uniqueEmail('compare'), 'Co Mpare'),
    );
    await wireStudio(page, wiring);
    const stamp = Date.now().toString(36);
    const first = `com.example.first${stamp}`;
    const write = (
      packageName: string,
      component: string,
      version: number,
      versionName: string,
    ) => {
      const file = path.join(wiring.folder, `${component}-${versionName}.aix`);
      fs.writeFileSync(
        file,
        buildSampleAix({ packageName, component, version, versionName }),
      );
      return file;
    };
    await page.goto(`${studioOrigin}/#/dashboard/my-extensions`);
    const panel = page.getByRole('region', { name: 'Publish a local build' });
    const open = async (file: string) => {
      wiring.nextBuild.file = file;
      await panel.getByRole('button', { name: 'Open .aix…' }).click();
    };

    // A first extension, created from its build.
    await open(write(first, 'FirstWidget', 1, '1.0'));
    await expect(panel).toContainText('new package');
    await expect(
      panel.getByRole('button', { name: 'Publish as new version' }),
    ).toHaveCount(0);
    await panel.getByRole('button', { name: 'Create extension' }).click();
    await expect(panel.getByRole('status')).toContainText(
      'Created “First Widget” with version 1.0.',
    );

    // Its next build is compared with it.
    await open(write(first, 'FirstWidget', 2, '1.1'));
    await expect(panel).toContainText('last published 1.0 (code 1)');
    await expect(
      panel.getByRole('button', { name: 'Publish as new version' }),
    ).toBeVisible();

    // A build of another package: nothing of the first one's comparison stays.
    if (!fs.existsSync(SAF)) throw new Error(`The corpus file ${SAF} is missing`);
    await open(SAF);
    await expect(panel).toContainText('of com.sunny.saf');
    await expect(panel).not.toContainText('last published');
    await expect(panel).not.toContainText('Removed blocks');
    await expect(panel).toContainText(
      'new package: you have no extension com.sunny.saf yet',
    );
    await expect(
      panel.getByRole('button', { name: 'Publish as new version' }),
    ).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Create extension' })).toBeVisible();

    // A rebuild of the first package that drops the FirstWidget blocks: breaking.
    await open(write(first, 'FirstTool', 3, '2.0'));
    await expect(panel).toContainText('last published 1.0 (code 1)');
    const breaking = panel.getByRole('note').filter({ hasText: 'Breaking change' });
    await expect(breaking).toContainText('3 blocks are removed');
    await expect(breaking).toContainText('FirstWidget.Start');
    for (const width of [1280, 390]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        // The studio's theme lives in its preferences; the page shows it as <html data-theme>.
        await page.evaluate(
          value => (document.documentElement.dataset.theme = value),
          theme,
        );
        await panel.scrollIntoViewIfNeeded();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`studio-compare-${width}-${theme}.png`),
          fullPage: true,
        });
      }
    }

    // The new package is created from the real SAF build with a name the rules accept.
    await open(SAF);
    await panel.getByRole('button', { name: 'Create extension' }).click();
    await expect(panel.getByRole('status')).toContainText(
      'Created “Sunny SAF” with version',
    );
    fs.rmSync(wiring.folder, { recursive: true, force: true });
  });
});
