// The studio's flows in the real Electron app (Playwright _electron), against the
// e2e server: a buyer's download lands on disk, a build opened from the command
// line and one dropped into a watched folder are published, and the theme survives
// a restart. They need the Electron runtime, whose download is blocked on these
// machines: there they skip with the reason. Settings are seeded the way the studio
// keeps them (electron-store's studio-settings.json in the user-data folder).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
} from '@playwright/test';
import { buildSampleAix } from '#shared/aix/sample-aix';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { createSession, uniqueEmail } from '../support/accounts';

function electronBinary(): string | undefined {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

const binary = electronBinary();
const built = fs.existsSync('out/main/index.js');
const api = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8797)}`;

async function launch(userData: string, settings: object, args: string[] = []) {
  fs.mkdirSync(userData, { recursive: true });
  fs.writeFileSync(path.join(userData, 'studio-settings.json'), JSON.stringify(settings));
  return electron.launch({
    executablePath: binary,
    args: ['.', `--user-data-dir=${userData}`, ...args],
    env: { ...process.env, AIX_MARKET_API_URL: api },
  });
}

const preferences = {
  theme: 'light',
  currency: 'INR',
  country: 'IN',
  cookieConsent: true,
};

test.describe('desktop studio flows (Electron)', () => {
  test.skip(
    !binary,
    'Electron runtime not installed (its binary download is blocked here)',
  );
  test.skip(!built, 'run `npm run build:desktop` first');

  let app: ElectronApplication | undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-studio-flows-'));
  test.afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  test.afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  test('a free extension downloads into the chosen folder with its sha256', async ({
    request,
  }) => {
    const buyer = await createSession(request, uniqueEmail('electron'), 'El Ectron');
    const downloads = path.join(folder, 'downloads');
    app = await launch(path.join(folder, 'user-a'), {
      profile: { email: buyer.email, id: buyer.id, token: buyer.token },
      preferences,
      downloadFolder: downloads,
      downloads: [],
      watchedFolders: [],
    });
    const page = await app.firstWindow();
    await page.evaluate(() => (window.location.hash = '#/extension/gesture-recognizer'));
    const box = page.getByRole('region', { name: 'Get this extension' });
    await box.getByRole('button', { name: 'Get' }).click();
    await expect(
      box.getByRole('status').filter({ hasText: 'sha256 checked' }),
    ).toBeVisible();
    const detail = (await (
      await request.get(
        `${api}${ROUTES.extension.url({ slugOrId: 'gesture-recognizer' })}`,
      )
    ).json()) as ExtensionDetail;
    const [file = ''] = fs.readdirSync(downloads);
    const bytes = fs.readFileSync(path.join(downloads, file));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      detail.aixVersions[0]?.sha256,
    );
  });

  test('a build opened from the command line and one in a watched folder publish', async ({
    request,
  }) => {
    const maker = await createSession(request, uniqueEmail('electron-maker'), 'Ma Ker');
    const packageName = `com.example.electron${Date.now().toString(36)}`;
    const write = (file: string, version: number) => {
      fs.writeFileSync(
        file,
        buildSampleAix({
          packageName,
          component: 'ElectronThing',
          version,
          versionName: `1.${version}`,
        }),
      );
      return file;
    };
    const watched = path.join(folder, 'out');
    fs.mkdirSync(watched, { recursive: true });
    app = await launch(
      path.join(folder, 'user-b'),
      {
        profile: { email: maker.email, id: maker.id, token: maker.token },
        preferences,
        downloadFolder: '',
        downloads: [],
        watchedFolders: [watched],
      },
      [write(path.join(folder, 'first.aix'), 1)],
    );
    const page = await app.firstWindow();
    const panel = page.getByRole('region', { name: 'Watched build folders' });
    await panel
      .getByRole('article', { name: `New build 1.1 of ${packageName}` })
      .getByRole('button', { name: 'Create a draft from it' })
      .click();
    await expect(
      page.getByText('Created “Electron Thing” with version 1.1.'),
    ).toBeVisible();
    write(path.join(watched, 'next.aix'), 2);
    await panel
      .getByRole('article', { name: `New build 1.2 of ${packageName}` })
      .getByRole('button', { name: 'Publish this build' })
      .click();
    await expect(
      page.getByText('Published version 1.2 of Electron Thing.'),
    ).toBeVisible();
  });

  test('keeps the theme across a restart', async () => {
    const userData = path.join(folder, 'user-c');
    const settings = {
      profile: null,
      preferences,
      downloadFolder: '',
      downloads: [],
      watchedFolders: [],
    };
    app = await launch(userData, settings);
    let page = await app.firstWindow();
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await app.close();
    app = await electron.launch({
      executablePath: binary,
      args: ['.', `--user-data-dir=${userData}`],
      env: { ...process.env, AIX_MARKET_API_URL: api },
    });
    page = await app.firstWindow();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
