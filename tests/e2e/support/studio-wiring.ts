/**
 * The desktop studio's renderer in Chromium (no Electron runtime can run here):
 * the built renderer (out/renderer) served on its own origin, and `window.studio`
 * wired through Playwright's exposeBinding to the same Node modules main uses,
 * with main's own argument check (acceptInvoke). Shared by the studio specs.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import type {
  DownloadRecord,
  MethodKey,
  Preferences,
  PublishRequest,
} from '#shared/ipc/bridge';
import { acceptInvoke } from '../../../main/ipc/accept';
import { sessionClient } from '../../../studio/client';
import { Downloads } from '../../../studio/downloads';
import { OpenedFiles } from '../../../studio/local-build';
import { BuildWatch } from '../../../studio/build-watch';
import { publishBuild } from '../../../studio/publish';
import { PublishProgress } from '../../../studio/publish-progress';
import { test } from '../web/fixtures';

const RENDERER = path.resolve('out/renderer');
export const built = fs.existsSync(path.join(RENDERER, 'index.html'));
const apiPort = Number(process.env.E2E_PORT ?? 8797);
export const studioOrigin = `http://127.0.0.1:${apiPort + 1}`;
export const api = `http://127.0.0.1:${apiPort}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

/** Serves the built desktop renderer on its own origin for the file's tests. */
export function serveStudioRenderer() {
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
}

export interface Wiring {
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
export async function wireStudio(page: Page, wiring: Wiring) {
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
    'downloads.updates': () => downloads.updates(),
    'downloads.update': (id: string) => downloads.update(id),
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
        updates: call('downloads.updates'),
        update: call('downloads.update'),
      },
    };
  });
}

export function newWiring(session: SessionResponse): Wiring {
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
