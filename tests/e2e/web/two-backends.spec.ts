// The two backends of the spec at two different addresses: the route table, not
// the caller, decides where each call goes. Two loopback proxies stand for the
// cloud-functions backend and the app backend (both forward to one real server
// and answer CORS for the page); the server tells the page their addresses
// (FUNCTIONS_BASE_URL, APP_BASE_URL). Every request must reach the backend its
// route belongs to, and none may go to the page's own origin.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { API_PREFIXES, ROUTES, type Backend } from '#shared/api/routes';
import type { SessionResponse } from '#shared/api/auth';
import { createApiClient } from '#shared/api/client/http';
import { createExtension, uploadFile } from '#shared/api/client/publishing';
import { bannerPng } from '#server/seed/png';
import { rushAix } from '../../fixtures/aix/extensions';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { draftBody } from '../support/publishing';
import { freePort } from '../../support/net';
import { startServer, type ServerProcess } from '../support/server-process';
import { waitForInteractive } from './fixtures';

interface Proxy {
  origin: string;
  seen: string[];
  close(): Promise<void>;
}

/** Forwards to `target`, records `METHOD /path`, and lets `pageOrigin` call it. */
async function startProxy(
  target: () => string,
  pageOrigin: () => string,
): Promise<Proxy> {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': pageOrigin(),
      'access-control-allow-headers':
        'authorization, content-type, x-user-id, refreshtoken',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      vary: 'origin',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    seen.push(`${request.method} ${(request.url ?? '').split('?')[0]}`);
    const { host: _host, ...headers } = request.headers;
    const upstream = http.request(
      `${target()}${request.url}`,
      { method: request.method, headers },
      answer => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502, cors).end());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise(resolve => server.close(() => resolve())),
  };
}

/** Which backend a recorded `METHOD /path` belongs to, by the route table. */
function backendOf(call: string): Backend | undefined {
  const [method, path] = call.split(' ');
  const route = Object.values(ROUTES).find(candidate => {
    const pattern = new RegExp(`^${candidate.path.replace(/:\w+/g, '[^/]+')}$`);
    return candidate.method === method && pattern.test(path ?? '');
  });
  return route?.backend;
}

/** A draft owned by `session` on `origin`, made through the API as the editor would. */
async function createDraft(origin: string, session: SessionResponse): Promise<string> {
  const api = createApiClient({
    baseUrls: { functions: origin, app: origin },
    session: () => ({ token: session.token, userId: session.id }),
  });
  const png = Buffer.from(bannerPng('#2563eb', 7).split(',')[1] ?? '', 'base64');
  const icon = await uploadFile(api, new Blob([new Uint8Array(png)]), 'icon.png', 'icon');
  const build = await uploadFile(
    api,
    new Blob([new Uint8Array(rushAix('com.example.twobackends'))]),
    'two.aix',
    'aix',
  );
  if (!build.aix) throw new Error('the fixture .aix gave no build facts');
  const extension = await createExtension(
    api,
    draftBody(build.aix.uploadId, icon.file.url, {
      slug: `two-${Date.now().toString(36)}`,
      name: 'Two Backends',
      description: 'Proves both backends answer their own routes.',
    }),
  );
  return extension.extensionId;
}

let server: ServerProcess;
let functions: Proxy;
let app: Proxy;

test.beforeAll(async () => {
  let origin = '';
  functions = await startProxy(
    () => origin,
    () => origin,
  );
  app = await startProxy(
    () => origin,
    () => origin,
  );
  server = await startServer({
    FUNCTIONS_BASE_URL: functions.origin,
    APP_BASE_URL: app.origin,
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await functions?.close();
  await app?.close();
});

test('every call reaches the backend its route belongs to', async ({
  page,
  playwright,
}) => {
  const sameOrigin: string[] = [];
  page.on('request', sent => {
    const url = new URL(sent.url());
    const isApi = API_PREFIXES.some(prefix => url.pathname.startsWith(prefix));
    if (url.origin === server.origin && isApi) sameOrigin.push(url.pathname);
  });

  await page.goto(`${server.origin}/`);
  const firstCard = page.locator('.ext-card__link').first();
  await expect(firstCard).toBeVisible();
  // The first page arrives server-rendered with its listing; a search is the
  // browser's own list-all call, once the page has hydrated (this spec runs its own
  // server, outside the shared fixture that waits for that after every navigation).
  await waitForInteractive(page);
  const searched = page.waitForResponse(response =>
    response.url().includes(ROUTES.listAll.path),
  );
  await page.getByRole('searchbox', { name: 'Search extensions' }).fill('a');
  await searched;
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page).toHaveURL(/\/extension\//);
  await expect(page.locator('#ext-title')).toBeVisible();

  // Signed in: the start-up check, the account screen, My Extensions and the editor.
  const api = await playwright.request.newContext({ baseURL: server.origin });
  const session = await createSession(api, uniqueEmail('two-backends'));
  await api.dispose();
  await signInAs(page, session);
  await page.goto(`${server.origin}/dashboard/account`);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await page.goto(`${server.origin}/dashboard/my-extensions`);
  await expect(page.getByRole('heading', { name: 'My Extensions' })).toBeVisible();
  await page.goto(`${server.origin}/dashboard/my-extensions/add`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An extension of theirs opens in the editor through /api/get-extensions (app backend).
  const extensionId = await createDraft(server.origin, session);
  await page.goto(`${server.origin}/dashboard/my-extensions/edit/${extensionId}`);
  await expect(page.getByLabel('Package name')).toHaveValue('com.example.twobackends');

  expect(sameOrigin).toEqual([]);
  for (const call of functions.seen) expect(backendOf(call), call).toBe('functions');
  for (const call of app.seen) expect(backendOf(call), call).toBe('app');
  // Both backends served the calls the old per-call choice got wrong, and more.
  expect(functions.seen).toContain(`POST ${ROUTES.listAll.path}`);
  expect(app.seen).toContain(`GET ${ROUTES.exchangeRates.path}`);
  expect(app.seen).toContain(`POST ${ROUTES.recordEvent.path}`);
  expect(functions.seen).toContain(`GET ${ROUTES.getUser.path}`);
  expect(functions.seen).toContain(`POST ${ROUTES.myExtensions.path}`);
  expect(app.seen).toContain(`POST ${ROUTES.getExtensions.path}`);
  expect(
    functions.seen.some(call =>
      call.startsWith('GET /authenticated/api/user/check-beta/'),
    ),
  ).toBe(true);
});
