/**
 * The fixed titles of the small pages. Apart from shared/pages.ts, whose paths
 * the app's route table needs on every first visit: these only go with their
 * screens (and the server's heads), so they stay out of the first load (issue 18).
 */
import type { PageName } from './pages';

/**
 * Titles of the screens whose title never changes: the server writes them into
 * the first paint and link previews, the screens into the tab, so both agree.
 */
export const PAGE_TITLES = {
  about: 'About',
  gold: 'AIX Market Gold',
  feedback: 'Feedback',
  contact: 'Contact us',
  changelog: 'Changelog',
  licences: 'Licence keys for makers',
  version: 'Version',
  curlToBlocks: 'cURL to Blocks',
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  premiumTerms: 'Premium Extension Terms',
  login: 'Sign in',
} as const satisfies Partial<Record<PageName, string>>;
