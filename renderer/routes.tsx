/**
 * The app's routes (spec §2). The landing screens (the listing, an extension's
 * page, a maker's profile) and the dashboard are named here; every other screen
 * is in renderer/MoreRoutes.tsx, loaded when one of them is visited, so the first
 * load does not carry the table of every screen of the site (issue 18). Each
 * screen is its own chunk (lazyScreen), loaded when first visited; the boundary
 * turns load or render failures into the "Oops! Something went wrong." screen
 * with a working Try again.
 */
import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PAGES } from '#shared/pages';
import { ScreenFallback } from './components/ScreenFallback';
import { RequireAuth } from './features/auth/RequireAuth';
import { PageViewTracker } from './features/analytics/PageViewTracker';
import { ErrorBoundary } from './features/errors/ErrorBoundary';
import { lazyScreen, resetFailedScreens } from './features/errors/lazy-screen';

const ExploreScreen = lazyScreen(
  () => import('./features/explore/ExploreScreen'),
  'ExploreScreen',
);
const ExtensionScreen = lazyScreen(
  () => import('./features/extension/ExtensionScreen'),
  'ExtensionScreen',
);
const ProfileScreen = lazyScreen(
  () => import('./features/profile/ProfileScreen'),
  'ProfileScreen',
);

/** Every other screen's route, a chunk of its own (renderer/MoreRoutes.tsx). */
const MoreRoutes = lazyScreen(() => import('./MoreRoutes'), 'MoreRoutes');

const DashboardRoutes = lazyScreen(
  () => import('./features/dashboard/DashboardRoutes'),
  'DashboardRoutes',
);

const ROUTES: RouteObject[] = [
  { path: PAGES.explore, element: <ExploreScreen /> },
  { path: PAGES.explorePage, element: <ExploreScreen /> },
  { path: PAGES.extension, element: <ExtensionScreen /> },
  { path: PAGES.profile, element: <ProfileScreen /> },
  // Spec §2: protected routes send signed-out visitors to the about page.
  {
    path: PAGES.dashboard,
    element: <RequireAuth />,
    children: [{ path: '*', element: <DashboardRoutes /> }],
  },
  // The rest of the site, with its own not-found screen.
  { path: '*', element: <MoreRoutes /> },
];

export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(ROUTES);
  return (
    <ErrorBoundary resetKey={pathname} onReset={resetFailedScreens}>
      <PageViewTracker />
      <Suspense fallback={<ScreenFallback />}>{screen}</Suspense>
    </ErrorBoundary>
  );
}
