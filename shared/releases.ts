/**
 * What shipped, newest first: the one list /changelog and /version (and the
 * version constants) are made from, so the two pages can never tell different
 * stories. A release is added here when it ships; the package version follows.
 */
export interface Release {
  version: string;
  /** Name of the release, shown as its title. */
  codename: string;
  /** UTC day it shipped (YYYY-MM-DD). */
  date: string;
  summary: string;
  changes: readonly {
    kind: 'Added' | 'Improved' | 'Security';
    items: readonly string[];
  }[];
}

export const RELEASES: readonly [Release, ...Release[]] = [
  {
    version: '0.5.0',
    codename: 'Studio and trust',
    date: '2026-11-26',
    summary:
      'The desktop maker studio and a command line publish straight from local builds, and anyone can report an extension to our moderators.',
    changes: [
      {
        kind: 'Added',
        items: [
          'Desktop studio: open, drop or watch .aix builds, see what a new build changes and publish it in one click',
          'Downloads to disk from the studio with progress, resume and a checked sha256, and a Downloads screen',
          'Access tokens (Account › Access tokens) and the aix-market command line: login, publish and download',
          'Report an extension from its page; admins resolve reports or unpublish with a message to the author',
          'Exchange rates refreshed daily, with the date of the rate shown next to converted prices',
          'Licence keys that extensions check at run time, with a guide for makers at /docs/licences (Java and App Inventor blocks)',
        ],
      },
      {
        kind: 'Improved',
        items: [
          'The editor: the Publish bar always answers, tables scroll in their box, the block reference fills the template',
          'Publishing needs at least one builder the extension works with',
          'Unknown pages, extensions and makers answer a real 404; extension and maker pages carry titles and link previews',
        ],
      },
    ],
  },
  {
    version: '0.4.0',
    codename: 'Buying and selling',
    date: '2026-11-25',
    summary:
      'Premium extensions can be bought and downloaded, and makers are paid through linked payout accounts.',
    changes: [
      {
        kind: 'Added',
        items: [
          'Checkout for paid extensions in INR and USD, with orders, receipts and GST shown on INR receipts',
          'Downloads through short-lived signed links, checked against each version’s sha256',
          'Likes, a private favourites list, and My store with sales, payouts and a CSV export',
          'Payout accounts for sellers and AIX Market Gold badges',
        ],
      },
      {
        kind: 'Security',
        items: [
          'Payment callbacks verified by signature and applied once, whatever the retries',
          'Money kept in whole paise and cents, never in floating point',
        ],
      },
    ],
  },
  {
    version: '0.3.0',
    codename: 'Publishing',
    date: '2026-11-24',
    summary:
      'Makers publish their own extensions with rich documentation, straight from the .aix file.',
    changes: [
      {
        kind: 'Added',
        items: [
          'The extension editor: upload an .aix and the package, permissions, components and block reference fill in',
          'Rich documentation with tables, code, images, files, videos and a table of contents',
          'New versions with release notes and the permission changes from the last one',
          'cURL to Blocks: turn a curl command into App Inventor Web component blocks',
        ],
      },
    ],
  },
  {
    version: '0.2.0',
    codename: 'Accounts',
    date: '2026-11-23',
    summary: 'Sign up, sign in and your own maker profile.',
    changes: [
      {
        kind: 'Added',
        items: [
          'Sign up with email or with Google and GitHub, email verification and password reset',
          'Profiles with avatar, bio and links, and admin roles with a manage-users page',
          'A beta programme with a waitlist for publishing',
        ],
      },
    ],
  },
  {
    version: '0.1.0',
    codename: 'Explore marketplace',
    date: '2026-11-22',
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
          'Light and dark themes that follow your choice',
          'A public API with OpenAPI documentation at /api/docs',
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

/** What the next releases bring. */
export const UPCOMING: readonly string[] = [
  'Ratings and reviews from builders who bought or downloaded an extension',
  'Signed studio installers for Windows and macOS, with automatic updates',
  'Team accounts: several makers publishing under one name',
];
