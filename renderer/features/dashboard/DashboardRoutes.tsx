/**
 * Everything under /dashboard (spec §2 protected routes). RequireAuth has
 * already waited for a signed-in user; each section is its own chunk.
 */
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Navigate } from '../../components/Navigate';
import type { CurrentUser } from '#shared/api/account';
import { ScreenFallback } from '../../components/ScreenFallback';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { lazyScreen } from '../errors/lazy-screen';
import { BetaGate } from '../beta/BetaGate';
import { AccountLayout } from './account/AccountLayout';
import { DASHBOARD_BASE, DEFAULT_SECTION } from './dashboard-nav';
import { DashboardLayout } from './DashboardLayout';
import { ForbiddenScreen } from './ForbiddenScreen';

const FavouritesScreen = lazyScreen(
  () => import('./FavouritesScreen'),
  'FavouritesScreen',
);
const OrdersScreen = lazyScreen(() => import('./OrdersScreen'), 'OrdersScreen');
const DownloadsScreen = lazyScreen(
  () => import('../downloads/DownloadsScreen'),
  'DownloadsScreen',
);
const ReceiptScreen = lazyScreen(() => import('./ReceiptScreen'), 'ReceiptScreen');
const MyExtensionsScreen = lazyScreen(
  () => import('../my-extensions/MyExtensionsScreen'),
  'MyExtensionsScreen',
);
const ExtensionEditorScreen = lazyScreen(
  () => import('../extension-editor/ExtensionEditorScreen'),
  'ExtensionEditorScreen',
);
const MyStoreScreen = lazyScreen(
  () => import('../my-store/MyStoreScreen'),
  'MyStoreScreen',
);
const ProfileScreen = lazyScreen(
  () => import('./account/ProfileScreen'),
  'ProfileScreen',
);
const BadgesScreen = lazyScreen(() => import('./account/BadgesScreen'), 'BadgesScreen');
const PreferencesScreen = lazyScreen(
  () => import('./account/PreferencesScreen'),
  'PreferencesScreen',
);
const AccessTokensScreen = lazyScreen(
  () => import('./account/AccessTokensScreen'),
  'AccessTokensScreen',
);
const ManageUsersScreen = lazyScreen(
  () => import('../admin/ManageUsersScreen'),
  'ManageUsersScreen',
);
const NotFoundScreen = lazyScreen(
  () => import('../pages/NotFoundScreen'),
  'NotFoundScreen',
);

/** The dashboard's routes for this user (their layout, beta check and role). */
function dashboardRoutes(user: CurrentUser): RouteObject[] {
  return [
    {
      index: true,
      element: <Navigate to={`${DASHBOARD_BASE}/${DEFAULT_SECTION}`} replace />,
    },
    {
      element: <DashboardLayout user={user} />,
      children: [
        { path: 'favourites', element: <FavouritesScreen /> },
        { path: 'orders', element: <OrdersScreen /> },
        { path: 'orders/:orderId/receipt', element: <ReceiptScreen /> },
        { path: 'downloads', element: <DownloadsScreen /> },
        { path: 'my-extensions', element: <MyExtensionsScreen /> },
        { path: 'my-store', element: <MyStoreScreen /> },
        // Spec §2: add and edit open only once the beta check says "not waitlisted".
        {
          element: <BetaGate email={user.email} />,
          children: [
            { path: 'my-extensions/add', element: <ExtensionEditorScreen /> },
            {
              path: 'my-extensions/edit/:extensionId',
              element: <ExtensionEditorScreen />,
            },
          ],
        },
        {
          path: 'account',
          element: <AccountLayout />,
          children: [
            { index: true, element: <ProfileScreen /> },
            { path: 'badges', element: <BadgesScreen /> },
            { path: 'preferences', element: <PreferencesScreen /> },
            { path: 'tokens', element: <AccessTokensScreen /> },
          ],
        },
        {
          path: 'manage-users',
          element: user.role === 'admin' ? <ManageUsersScreen /> : <ForbiddenScreen />,
        },
      ],
    },
    { path: '*', element: <NotFoundScreen /> },
  ];
}

export function DashboardRoutes() {
  const auth = useAtomValue(authAtom);
  // RequireAuth renders us only when signed in; this covers a sign-out mid-render.
  const signedIn = auth.status === 'signedIn' ? auth.user : null;
  const screen = useRoutes(signedIn ? dashboardRoutes(signedIn) : []);
  return signedIn ? screen : <ScreenFallback />;
}
