// Tokens and base styles first, so component styles (imported below) override them.
import './styles/tokens.css';
import './styles/global.css';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, StaticRouter } from 'react-router-dom';
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
 * The whole app for either platform; the entry point injects `platform`. The
 * server render (web/entry-server.tsx) passes the requested `location` and its
 * in-process queries; a hydrating page passes the answers it was sent.
 */
export function App({
  platform,
  ssr,
  location,
}: {
  platform: Platform;
  ssr?: SsrSetup;
  location?: string;
}) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(themeAtom, initialTheme(platform));
    created.set(currencyAtom, startingCurrency(platform.loadPreferences()));
    // Server and hydrating browser price the same way from the first render.
    const rates = (ssr?.seeds ?? ssr?.queries?.answers())?.[RATES_QUERY] as
      ExchangeRatesResponse | undefined;
    if (rates) created.set(ratesAtom, { rates: rates.rates, asOf: rates.asOf });
    return created;
  });
  // file:// pages (desktop) cannot use real paths, so the platform picks the router.
  const Router = platform.routerKind === 'hash' ? HashRouter : BrowserRouter;
  const shell = <Shell />;
  return (
    <SsrProvider value={ssr ?? null}>
      <PlatformProvider platform={platform}>
        <StateProvider store={store}>
          <AuthedApi>
            {location === undefined ? (
              <Router>{shell}</Router>
            ) : (
              <StaticRouter location={location}>{shell}</StaticRouter>
            )}
          </AuthedApi>
        </StateProvider>
      </PlatformProvider>
    </SsrProvider>
  );
}
