// Tokens and base styles first, so component styles (imported below) override them.
import './styles/tokens.css';
import './styles/global.css';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { ApiProvider } from './api/ApiContext';
import { ExchangeRatesLoader } from './components/ExchangeRatesLoader';
import { authProfileAtom } from './features/auth/auth-atoms';
import { useAuthStartup } from './features/auth/useAuthStartup';
import { AppLayout } from './features/layout/AppLayout';
import { useMarksLoader } from './features/marks/useMarks';
import { startingCurrency } from '#shared/domain/market';
import { currencyAtom } from './hooks/useCurrency';
import { initialTheme, themeAtom } from './hooks/useTheme';
import { PlatformProvider } from './platform/PlatformContext';
import type { Platform } from './platform/types';
import { AppRoutes } from './routes';
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

/** The whole app for either platform; the entry point injects `platform`. */
export function App({ platform }: { platform: Platform }) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(themeAtom, initialTheme(platform));
    created.set(currencyAtom, startingCurrency(platform.loadPreferences()));
    return created;
  });
  // file:// pages (desktop) cannot use real paths, so the platform picks the router.
  const Router = platform.routerKind === 'hash' ? HashRouter : BrowserRouter;
  return (
    <PlatformProvider platform={platform}>
      <StateProvider store={store}>
        <AuthedApi>
          <Router>
            <Shell />
          </Router>
        </AuthedApi>
      </StateProvider>
    </PlatformProvider>
  );
}
