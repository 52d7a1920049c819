/**
 * The server render of the web app (issue 18): the same React tree as
 * web/main.tsx, rendered by React's streaming renderer at the requested
 * location, its API calls answered in process by the server's own routes.
 * Vite's SSR build turns this file into dist/web-ssr/entry-server.js, which
 * the server loads at start (server/plugins/web-render.ts); the server itself
 * never imports renderer sources.
 */
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { App, type AppRouter } from '#renderer/App.tsx';
import { RATES_QUERY } from '#renderer/components/ExchangeRatesLoader.tsx';
import { createMemoryPlatform } from '#renderer/platform/memory.ts';
import {
  createServerQueries,
  embedJson,
  SSR_DATA_ID,
  type SsrData,
} from '#renderer/ssr/ssr-context.tsx';
import { getExchangeRates } from '#shared/api/client/catalogue';
import { createApiClient } from '#shared/api/client/http';
import {
  SITE_HEAD,
  type PageHead,
  type SsrDestination,
  type SsrModule,
  type SsrPage,
  type SsrRequest,
} from '#shared/ssr-contract';

/** A page that takes longer than this is sent as far as it got; the browser finishes it. */
const RENDER_TIMEOUT_MS = 5_000;

function inProcessAdapter(request: SsrRequest): AxiosAdapter {
  return async config => {
    const { pathname, search } = new URL(axios.getUri(config), 'http://ssr.invalid');
    // transformRequest has already turned a body into JSON text.
    const body = typeof config.data === 'string' ? config.data : undefined;
    const answer = await request.call({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${pathname}${search}`,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.language ? { 'accept-language': request.language } : {}),
      },
      body,
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      undefined,
      response,
    );
  };
}

async function renderPage(request: SsrRequest): Promise<SsrPage> {
  // Signed out, light theme, INR (spec §3): what a first visit's browser starts from too.
  const platform = createMemoryPlatform({
    functionsBaseUrl: request.baseUrls.functions,
    appBaseUrl: request.baseUrls.app,
    loadPreferences: () => ({
      theme: 'light',
      currency: null,
      country: null,
      cookieConsent: false,
    }),
  });
  const queries = createServerQueries();
  const screens = new Set<string>();
  let head: PageHead = SITE_HEAD;
  const declareHead = (declared: PageHead) => {
    head = declared;
  };
  const client = createApiClient({
    baseUrls: request.baseUrls,
    session: () => null,
    adapter: inProcessAdapter(request),
  });
  const AtRequest: AppRouter = ({ children }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  // Prices need the rates before anything renders (App starts its store with them).
  await queries.load(RATES_QUERY, () => getExchangeRates(client));
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <App
        platform={platform}
        router={AtRequest}
        ssr={{ client, queries, screens, declareHead }}
      />,
      {
        // The page is sent whole (below): no boundary may be outlined into an inline
        // script, which the CSP blocks and visitors without JavaScript never run.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Crawlers and visitors without JavaScript need the whole page, not fallbacks.
        onAllReady() {
          clearTimeout(timer);
          const refusals = queries.refusals();
          const data: SsrData = { screens: [...screens], answers: queries.answers() };
          if (Object.keys(refusals).length > 0) data.refusals = refusals;
          resolve({
            head,
            pipe: (destination: SsrDestination) =>
              stream.pipe(destination as Parameters<typeof stream.pipe>[0]),
            screens: [...screens],
            dataScript: `<script id="${SSR_DATA_ID}" type="application/json">${embedJson(data)}</script>`,
          });
        },
        onShellError: reject,
        onError: error => request.onError(error),
      },
    );
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
  });
}

export default { renderPage } satisfies SsrModule;
export { renderPage };
