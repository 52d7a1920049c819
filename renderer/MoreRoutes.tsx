/**
 * Every route of spec §2 beyond the landing screens and the dashboard
 * (renderer/routes.tsx): the small pages, sign-in, cURL to Blocks, the legal
 * pages, and the not-found screen for any other path. A chunk of its own, so a
 * first visit to a landing screen does not load this table; each screen is again
 * its own chunk. Paths come from PAGES only (shared/pages.test.ts).
 */
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PAGES } from '#shared/pages';
import { lazyScreen } from './features/errors/lazy-screen';

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

const ROUTES: RouteObject[] = [
  { path: PAGES.login, element: <LoginScreen /> },
  { path: PAGES.confirmIdentity, element: <ConfirmIdentityScreen /> },
  { path: PAGES.devMailbox, element: <DevMailboxScreen /> },
  { path: PAGES.unsubscribe, element: <UnsubscribeScreen /> },
  { path: PAGES.about, element: <AboutScreen /> },
  { path: PAGES.gold, element: <GoldScreen /> },
  { path: PAGES.feedback, element: <FeedbackScreen /> },
  { path: PAGES.contact, element: <ContactScreen /> },
  { path: PAGES.changelog, element: <ChangelogScreen /> },
  { path: PAGES.licences, element: <LicencesScreen /> },
  { path: PAGES.version, element: <VersionScreen /> },
  { path: PAGES.curlToBlocks, element: <CurlToBlocksScreen /> },
  { path: PAGES.privacy, element: <PrivacyPolicyScreen /> },
  { path: PAGES.terms, element: <TermsScreen /> },
  { path: PAGES.premiumTerms, element: <PremiumTermsScreen /> },
  { path: '*', element: <NotFoundScreen /> },
];

export function MoreRoutes() {
  return useRoutes(ROUTES);
}
