// Tokens and base styles first, so component styles (imported below) override them.
import './styles/tokens.css';
import './styles/global.css';
import { useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ApiProvider } from './api/ApiContext';
import { ExchangeRatesLoader, RATES_QUERY } from './components/ExchangeRatesLoader';
import { authProfileAtom } from './features/auth/auth-atoms';
import { useAuthStartup } from './features/auth/useAuthStartup';
import { AppLayout } from './features/layout/AppLayout';
import { useMarksLoader } from './features/marks/useMarks';
import { useOwnedLoader } from './features/owned/useOwned';
import { startingCurrency } from '#shared/domain/market';
import { currencyAtom, ratesAtom } from './hooks/useCurrency';
import type { ExchangeRatesResponse } from '#shared/api/rates';
import { initialTheme, themeAtom } from './hooks/useTheme';
import { PlatformProvider } from './platform/PlatformContext';
import type { Platform } from './platform/types';
import { AppRoutes } from './routes';
import { SsrProvider, type SsrSetup } from './ssr/ssr-context';
import { createStore, StateProvider, useAtomValue } from './state/jotai';

/** The API clients send the signed-in profile's token (none until the accounts issue). */
function AuthedApi({ children }: { children: ReactNode }) {
  const profile = useAtomValue(authProfileAtom);
  return <ApiProvider profile={profile}>{children}</ApiProvider>;
}

/** Keeps <html data-theme> in step with the theme atom before paint. */
function ThemeSync() {
  const theme = useAtomValue(themeAtom);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return null;
}

function Shell() {
  useAuthStartup();
  useMarksLoader();
  useOwnedLoader();
  return (
    <>
      <ThemeSync />
      <ExchangeRatesLoader />
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </>
  );
}

/**
 * The router the entry point picks: BrowserRouter on the web (real paths), HashRouter
 * on desktop (file:// pages cannot use real paths), a StaticRouter at the requested
 * location in the server render. Injected, so each bundle carries only its own.
 */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The whole app for either platform; the entry point injects `platform` and
 * `router`. The server render (web/entry-server.tsx) passes its in-process
 * queries; a hydrating page passes the answers it was sent.
 */
export function App({
  platform,
  router: Router,
  ssr,
}: {
  platform: Platform;
  router: AppRouter;
  ssr?: SsrSetup;
}) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(themeAtom, initialTheme(platform));
    created.set(currencyAtom, startingCurrency(platform.loadPreferences()));
    // Server and hydrating browser price the same way from the first render.
    const answers = import.meta.env.SSR ? ssr?.queries?.answers() : ssr?.seeds;
    const rates = answers?.[RATES_QUERY] as ExchangeRatesResponse | undefined;
    if (rates) created.set(ratesAtom, { rates: rates.rates, asOf: rates.asOf });
    return created;
  });
  return (
    <SsrProvider value={ssr ?? null}>
      <PlatformProvider platform={platform}>
        <StateProvider store={store}>
          <AuthedApi>
            <Router>
              <Shell />
            </Router>
          </AuthedApi>
        </StateProvider>
      </PlatformProvider>
    </SsrProvider>
  );
}
