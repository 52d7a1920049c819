/**
 * Everything under /dashboard (spec §2 protected routes). RequireAuth has
 * already waited for a signed-in user; each section is its own chunk.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
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

export function DashboardRoutes() {
  const auth = useAtomValue(authAtom);
  // RequireAuth renders us only when signed in; this covers a sign-out mid-render.
  if (auth.status !== 'signedIn') return <ScreenFallback />;
  const { user } = auth;
  return (
    <Routes>
      <Route
        index
        element={<Navigate to={`${DASHBOARD_BASE}/${DEFAULT_SECTION}`} replace />}
      />
      <Route element={<DashboardLayout user={user} />}>
        <Route path="favourites" element={<FavouritesScreen />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="orders/:orderId/receipt" element={<ReceiptScreen />} />
        <Route path="downloads" element={<DownloadsScreen />} />
        <Route path="my-extensions" element={<MyExtensionsScreen />} />
        <Route path="my-store" element={<MyStoreScreen />} />
        {/* Spec §2: add and edit open only once the beta check says "not waitlisted". */}
        <Route element={<BetaGate email={user.email} />}>
          <Route path="my-extensions/add" element={<ExtensionEditorScreen />} />
          <Route
            path="my-extensions/edit/:extensionId"
            element={<ExtensionEditorScreen />}
          />
        </Route>
        <Route path="account" element={<AccountLayout />}>
          <Route index element={<ProfileScreen />} />
          <Route path="badges" element={<BadgesScreen />} />
          <Route path="preferences" element={<PreferencesScreen />} />
          <Route path="tokens" element={<AccessTokensScreen />} />
        </Route>
        <Route
          path="manage-users"
          element={user.role === 'admin' ? <ManageUsersScreen /> : <ForbiddenScreen />}
        />
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
