/**
 * Every route of spec §2. Each screen is its own chunk (lazyScreen), loaded
 * when first visited; the boundary turns load or render failures into the
 * "Oops! Something went wrong." screen with a working Try again.
 */
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
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
const AboutScreen = lazyScreen(
  () => import('./features/pages/AboutScreen'),
  'AboutScreen',
);
const GoldScreen = lazyScreen(() => import('./features/pages/GoldScreen'), 'GoldScreen');
const FeedbackScreen = lazyScreen(
  () => import('./features/pages/FeedbackScreen'),
  'FeedbackScreen',
);
const ContactScreen = lazyScreen(
  () => import('./features/pages/ContactScreen'),
  'ContactScreen',
);
const ChangelogScreen = lazyScreen(
  () => import('./features/pages/ChangelogScreen'),
  'ChangelogScreen',
);
const VersionScreen = lazyScreen(
  () => import('./features/pages/VersionScreen'),
  'VersionScreen',
);
const CurlToBlocksScreen = lazyScreen(
  () => import('./features/curl-to-blocks/CurlToBlocksScreen'),
  'CurlToBlocksScreen',
);
const NotFoundScreen = lazyScreen(
  () => import('./features/pages/NotFoundScreen'),
  'NotFoundScreen',
);
const PrivacyPolicyScreen = lazyScreen(
  () => import('./features/terms/PrivacyPolicyScreen'),
  'PrivacyPolicyScreen',
);
const TermsScreen = lazyScreen(
  () => import('./features/terms/TermsScreen'),
  'TermsScreen',
);
const LoginScreen = lazyScreen(
  () => import('./features/auth/LoginScreen'),
  'LoginScreen',
);
const ConfirmIdentityScreen = lazyScreen(
  () => import('./features/auth/ConfirmIdentityScreen'),
  'ConfirmIdentityScreen',
);
const DevMailboxScreen = lazyScreen(
  () => import('./features/auth/DevMailboxScreen'),
  'DevMailboxScreen',
);
const PremiumTermsScreen = lazyScreen(
  () => import('./features/terms/PremiumTermsScreen'),
  'PremiumTermsScreen',
);

const DashboardRoutes = lazyScreen(
  () => import('./features/dashboard/DashboardRoutes'),
  'DashboardRoutes',
);

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} onReset={resetFailedScreens}>
      <PageViewTracker />
      <Suspense fallback={<ScreenFallback />}>
        <Routes>
          <Route path="/" element={<ExploreScreen />} />
          <Route path="/page/:pageNumber" element={<ExploreScreen />} />
          <Route path="/extension/:extensionSlug" element={<ExtensionScreen />} />
          <Route path="/user/:username" element={<ProfileScreen />} />
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/confirm-identity/action" element={<ConfirmIdentityScreen />} />
          <Route path="/dev/mailbox" element={<DevMailboxScreen />} />
          <Route path="/about" element={<AboutScreen />} />
          <Route path="/gold" element={<GoldScreen />} />
          <Route path="/feedback" element={<FeedbackScreen />} />
          <Route path="/contact-us" element={<ContactScreen />} />
          <Route path="/changelog" element={<ChangelogScreen />} />
          <Route path="/version" element={<VersionScreen />} />
          <Route path="/curl-to-blocks" element={<CurlToBlocksScreen />} />
          <Route path="/terms/privacy-policy" element={<PrivacyPolicyScreen />} />
          <Route path="/terms/terms-and-conditions" element={<TermsScreen />} />
          <Route path="/terms/premium-extension" element={<PremiumTermsScreen />} />
          {/* Spec §2: protected routes send signed-out visitors to the about page. */}
          <Route path="/dashboard/*" element={<RequireAuth />}>
            <Route path="*" element={<DashboardRoutes />} />
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
