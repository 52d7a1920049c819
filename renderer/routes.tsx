/**
 * Every route of spec §2. Each screen is its own chunk (lazyScreen), loaded
 * when first visited; the boundary turns load or render failures into the
 * "Oops! Something went wrong." screen with a working Try again.
 */
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
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
const LicencesScreen = lazyScreen(
  () => import('./features/docs/LicencesScreen'),
  'LicencesScreen',
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
const UnsubscribeScreen = lazyScreen(
  () => import('./features/notices/UnsubscribeScreen'),
  'UnsubscribeScreen',
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
          <Route path={PAGES.explore} element={<ExploreScreen />} />
          <Route path={PAGES.explorePage} element={<ExploreScreen />} />
          <Route path={PAGES.extension} element={<ExtensionScreen />} />
          <Route path={PAGES.profile} element={<ProfileScreen />} />
          <Route path={PAGES.login} element={<LoginScreen />} />
          <Route path={PAGES.confirmIdentity} element={<ConfirmIdentityScreen />} />
          <Route path={PAGES.devMailbox} element={<DevMailboxScreen />} />
          <Route path={PAGES.unsubscribe} element={<UnsubscribeScreen />} />
          <Route path={PAGES.about} element={<AboutScreen />} />
          <Route path={PAGES.gold} element={<GoldScreen />} />
          <Route path={PAGES.feedback} element={<FeedbackScreen />} />
          <Route path={PAGES.contact} element={<ContactScreen />} />
          <Route path={PAGES.changelog} element={<ChangelogScreen />} />
          <Route path={PAGES.licences} element={<LicencesScreen />} />
          <Route path={PAGES.version} element={<VersionScreen />} />
          <Route path={PAGES.curlToBlocks} element={<CurlToBlocksScreen />} />
          <Route path={PAGES.privacy} element={<PrivacyPolicyScreen />} />
          <Route path={PAGES.terms} element={<TermsScreen />} />
          <Route path={PAGES.premiumTerms} element={<PremiumTermsScreen />} />
          {/* Spec §2: protected routes send signed-out visitors to the about page. */}
          <Route path={PAGES.dashboard} element={<RequireAuth />}>
            <Route path="*" element={<DashboardRoutes />} />
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
