/**
 * The desktop studio's renderer in Chromium (no Electron runtime can run here): the
 * built desktop renderer (out/renderer) is served on its own origin, and
 * `window.studio` is wired through Playwright's exposeBinding to the same Node
 * modules main uses (studio/downloads.ts), with main's own argument check
 * (acceptInvoke). A buyer gets a free extension and it lands on disk with the
 * server's sha256, shows Show in folder, and Downloads lists it; a maker opens
 * local builds, creates a draft and publishes a new version, and a build whose
 * version code is not higher is refused.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { SessionResponse } from '#shared/api/auth';
import type { ExtensionDetail } from '#shared/api/extensions';
import type {
  DownloadRecord,
  MethodKey,
  Preferences,
  PublishRequest,
} from '#shared/ipc/bridge';
import { ROUTES } from '#shared/api/routes';
import { acceptInvoke } from '../../../main/ipc/accept';
import { sessionClient } from '../../../studio/client';
import { Downloads } from '../../../studio/downloads';
import { OpenedFiles } from '../../../studio/local-build';
import { BuildWatch } from '../../../studio/build-watch';
import { publishBuild } from '../../../studio/publish';
import { PublishProgress } from '../../../studio/publish-progress';
import { buildSampleAix } from '#shared/aix/sample-aix';
import type { Page } from '@playwright/test';
import { createSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test } from './fixtures';

const RENDERER = path.resolve('out/renderer');
const built = fs.existsSync(path.join(RENDERER, 'index.html'));
const apiPort = Number(process.env.E2E_PORT ?? 8797);
const studioOrigin = `http://127.0.0.1:${apiPort + 1}`;
const api = `http://127.0.0.1:${apiPort}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

let server: http.Server | undefined;
test.beforeAll(async () => {
  if (!built) return;
  server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', studioOrigin).pathname);
    const file = path.join(RENDERER, name === '/' ? 'index.html' : name);
    if (
      !file.startsWith(RENDERER) ||
      !fs.existsSync(file) ||
      fs.statSync(file).isDirectory()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>(resolve => server?.listen(apiPort + 1, '127.0.0.1', resolve));
});
test.afterAll(
  () =>
    new Promise<void>(resolve => (server ? server.close(() => resolve()) : resolve())),
);

interface Wiring {
  session: SessionResponse;
  folder: string;
  records: DownloadRecord[];
  shown: string[];
  /** The file the next Open dialog "chooses". */
  nextBuild: { file: string | null };
  /** The folder the next "Watch a folder" dialog chooses. */
  watchFolder: string;
  stops: (() => void)[];
  /** What Preferences › Server asked main to use. */
  servers: (string | null)[];
  /** When set, a publish waits for it before its first byte goes up (a slow network). */
  publishGate: Promise<void> | null;
}

/** window.studio in the page, answered by the studio's own Node modules. */
async function wireStudio(page: Page, wiring: Wiring) {
  const { session, folder, records, shown, nextBuild } = wiring;
  let preferences: Preferences = {
    theme: 'light',
    currency: null,
    country: 'IN',
    cookieConsent: true,
  };
  const client = () => sessionClient(api, { token: session.token, id: session.id });
  const downloads = new Downloads({
    client,
    folder: () => folder,
    store: {
      load: () => records,
      save: next => void records.splice(0, records.length, ...next),
    },
  });
  const opened = new OpenedFiles();
  const progress = new PublishProgress();
  const folders: string[] = [];
  const watch = new BuildWatch(
    opened,
    {
      load: () => [...folders],
      save: next => void folders.splice(0, folders.length, ...next),
    },
    150,
  );
  wiring.stops.push(() => watch.stop());
  const handlers: Record<MethodKey, (argument: never) => unknown> = {
    'app.getConfig': () => ({ apiBaseUrl: api, version: 'test', secureStorage: false }),
    'settings.getProfile': () => ({
      email: session.email,
      id: session.id,
      token: session.token,
    }),
    'settings.setProfile': () => undefined,
    'settings.setApiBaseUrl': (url: string | null) => {
      wiring.servers.push(url);
      return { apiBaseUrl: api, version: 'test', secureStorage: false };
    },
    'settings.getPreferences': () => preferences,
    'settings.setPreferences': (changes: Partial<Preferences>) =>
      (preferences = { ...preferences, ...changes }),
    'shell.openExternal': () => undefined,
    'builds.open': () => (nextBuild.file ? opened.open(nextBuild.file) : null),
    'builds.openDropped': (file: { fileName: string; base64: string }) =>
      opened.openBytes(file.fileName, Buffer.from(file.base64, 'base64'), folder),
    // As main/ipc/builds.ts does: the publish is tracked by handle for builds.progress.
    'builds.publish': (request: PublishRequest) =>
      progress.track(request.handle, async onProgress => {
        await wiring.publishGate;
        return publishBuild(client(), opened.pathOf(request.handle), {
          ...request,
          onProgress,
        });
      }),
    'builds.progress': (handle: string) => progress.of(handle),
    'watch.folders': () => watch.folders(),
    'watch.addFolder': () => watch.add(wiring.watchFolder),
    'watch.removeFolder': (folder: string) => watch.remove(folder),
    'watch.newBuilds': () => watch.newBuilds(),
    'watch.dismiss': (handle: string) => watch.dismiss(handle),
    'downloads.save': (argument: Parameters<Downloads['save']>[0]) =>
      downloads.save(argument),
    'downloads.list': () => downloads.list(),
    'downloads.showInFolder': (id: string) => void shown.push(id),
    'downloads.getFolder': () => folder,
    'downloads.chooseFolder': () => null,
  };
  await page.exposeBinding(
    '__studioInvoke',
    async (source, key: MethodKey, argument: unknown) => {
      // What main does with every call: our own page only, the argument checked.
      const checked = acceptInvoke(key, source.frame.url(), argument, {
        devServerUrl: studioOrigin,
      });
      return handlers[key](checked as never);
    },
  );
  await page.addInitScript(() => {
    const invoke = (
      window as unknown as {
        __studioInvoke: (key: string, argument?: unknown) => Promise<unknown>;
      }
    ).__studioInvoke;
    const call = (key: string) => (argument?: unknown) => invoke(key, argument);
    (window as unknown as { studio: unknown }).studio = {
      app: { getConfig: call('app.getConfig') },
      settings: {
        getProfile: call('settings.getProfile'),
        setProfile: call('settings.setProfile'),
        getPreferences: call('settings.getPreferences'),
        setPreferences: call('settings.setPreferences'),
        setApiBaseUrl: call('settings.setApiBaseUrl'),
      },
      shell: { openExternal: call('shell.openExternal') },
      builds: {
        open: call('builds.open'),
        publish: call('builds.publish'),
        openDropped: call('builds.openDropped'),
        progress: call('builds.progress'),
      },
      watch: {
        folders: call('watch.folders'),
        addFolder: call('watch.addFolder'),
        removeFolder: call('watch.removeFolder'),
        newBuilds: call('watch.newBuilds'),
        dismiss: call('watch.dismiss'),
      },
      downloads: {
        save: call('downloads.save'),
        list: call('downloads.list'),
        showInFolder: call('downloads.showInFolder'),
        getFolder: call('downloads.getFolder'),
        chooseFolder: call('downloads.chooseFolder'),
      },
    };
  });
}

function newWiring(session: SessionResponse): Wiring {
  return {
    session,
    folder: fs.mkdtempSync(path.join(os.tmpdir(), 'aix-studio-e2e-')),
    records: [],
    shown: [],
    nextBuild: { file: null },
    watchFolder: '',
    stops: [],
    servers: [],
    publishGate: null,
  };
}

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
    await panel.getByRole('button', { name: 'Create a draft from it' }).click();
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
