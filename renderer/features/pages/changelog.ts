/** Releases of AIX Market, newest first. Dates are UTC days (YYYY-MM-DD). */
import { APP_VERSION, BUILD } from '#shared/version';

export interface ChangelogEntry {
  version: string;
  title: string;
  date: string;
  summary: string;
  changes: readonly {
    kind: 'Added' | 'Improved' | 'Security';
    items: readonly string[];
  }[];
}

export const UPCOMING: readonly string[] = [
  'Buying premium extensions with Razorpay (UPI, cards, net banking) in INR and USD',
  'Seller payouts to a linked Indian bank account',
  'cURL to Blocks: turn a curl command into App Inventor Web component blocks',
  'AIX Market Gold checkout inside the app',
];

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: APP_VERSION,
    title: BUILD.codename,
    date: BUILD.releasedOn,
    summary:
      'The first public release: a catalogue of App Inventor extensions you can search, filter and read, for every major builder.',
    changes: [
      {
        kind: 'Added',
        items: [
          'Explore page with full-text search, category, free/paid and builder filters, and sorting by newest, downloads, likes, name and price',
          'Extension pages with documentation, versions, Android permissions and the builders each extension supports',
          'Public maker profiles at /user/<username> with their published extensions and totals',
          'Prices shown in INR or USD with exchange rates from our own backend',
          'About, Gold, contact, feedback, changelog, version and legal pages',
          'Contact and feedback forms that reach the team directly',
          'Light and dark themes that follow your choice',
          'A public API with OpenAPI documentation at /api/docs',
        ],
      },
      {
        kind: 'Improved',
        items: [
          'Pages load on demand, so the first visit downloads less',
          'Every page works from 360 px phones to wide desktops and by keyboard alone',
        ],
      },
      {
        kind: 'Security',
        items: [
          'Strict input checks on every API call, with clear messages instead of crashes',
          'Rate limits on the API and on the contact forms',
        ],
      },
    ],
  },
];
