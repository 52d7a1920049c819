/** Business constants of spec §9 and the fixed lists of spec §1 and §3. */

export const CATEGORIES = [
  'Ui',
  'Database',
  'Networking',
  'Advertisement',
  'Tools',
  'Animation',
  'Sensor',
  'Service',
  'Experiment',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * How a category is written to people, everywhere (chips, cards, breadcrumbs,
 * details, the editor). The stored value stays the spec's (`Ui`).
 */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  Ui: 'UI',
  Database: 'Database',
  Networking: 'Networking',
  Advertisement: 'Advertisement',
  Tools: 'Tools',
  Animation: 'Animation',
  Sensor: 'Sensor',
  Service: 'Service',
  Experiment: 'Experiment',
};

/** The label of a stored category; an unknown value is shown as it is. */
export function categoryLabel(category: string): string {
  return Object.hasOwn(CATEGORY_LABELS, category)
    ? CATEGORY_LABELS[category as Category]
    : category;
}

export const PLATFORMS = [
  'appinventor',
  'mit_appinventor',
  'kodular',
  'niotron',
  'casagbic',
  'appzard',
  'androidbuilder',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  appinventor: 'App Inventor',
  mit_appinventor: 'MIT App Inventor',
  kodular: 'Kodular',
  niotron: 'Niotron',
  casagbic: 'CasaGBIC',
  appzard: 'AppZard',
  androidbuilder: 'AndroidBuilder',
};

/** The 30 named Android permissions a maker can declare (spec §3). */
export const PERMISSIONS = [
  'READ_CALENDAR',
  'WRITE_CALENDAR',
  'CAMERA',
  'READ_CONTACTS',
  'WRITE_CONTACTS',
  'GET_ACCOUNTS',
  'ACCESS_FINE_LOCATION',
  'ACCESS_COARSE_LOCATION',
  'ACCESS_BACKGROUND_LOCATION',
  'RECORD_AUDIO',
  'READ_PHONE_STATE',
  'READ_PHONE_NUMBERS',
  'CALL_PHONE',
  'ANSWER_PHONE_CALLS',
  'READ_CALL_LOG',
  'WRITE_CALL_LOG',
  'ADD_VOICEMAIL',
  'USE_SIP',
  'BODY_SENSORS',
  'SEND_SMS',
  'RECEIVE_SMS',
  'READ_SMS',
  'RECEIVE_WAP_PUSH',
  'RECEIVE_MMS',
  'READ_EXTERNAL_STORAGE',
  'WRITE_EXTERNAL_STORAGE',
  'ACTIVITY_RECOGNITION',
  'INTERNET',
  'BLUETOOTH',
  'VIBRATE',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions Google Play treats as sensitive; the UI flags them. */
export const SENSITIVE_PERMISSIONS: readonly Permission[] = [
  'SEND_SMS',
  'RECEIVE_SMS',
  'READ_SMS',
  'READ_CALL_LOG',
  'WRITE_CALL_LOG',
  'ACCESS_BACKGROUND_LOCATION',
];

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';
export const CURRENCY_SYMBOLS: Record<Currency, string> = { INR: '₹', USD: '$' };

export const DEFAULT_MIN_SDK = 16;
export const PLATFORM_FEE_PERCENT = 5.5;

export const LIMITS = {
  password: { min: 8, max: 20 },
  username: { min: 4, max: 15 },
  userName: { min: 3, max: 30 },
  extensionName: { min: 5, max: 30 },
  slug: { min: 4, max: 25 },
  description: { min: 15, max: 150 },
  /** Longest search text the listing accepts. */
  searchText: 100,
  /** Largest page the listing serves; bigger limits get a 400. */
  pageSize: 48,
  defaultPageSize: 12,
  /** Deepest offset the listing serves, so deep paging cannot scan the catalogue. */
  maxSkip: 10_000,
  tags: 10,
  tagLength: 24,
} as const;

export const COOKIE_BANNER_DELAY_MS = 6000;
export const COOKIE_BANNER_FADE_MS = 300;
export const MOBILE_WIDTH_PX = 800;
export const TOAST_DURATION_MS = 4000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const STORAGE_KEYS = {
  profile: 'profile',
  theme: 'theme',
  currency: 'currency',
  country: 'country',
  cookieConsent: 'cookie_consent',
} as const;

export const EXTERNAL_LINKS = {
  backer: 'https://www.buymeacoffee.com/aixmarket',
  blog: 'https://blog.aix.market',
  reportIssue: '/contact-us?subject=issue',
} as const;

export const SITE_NAME = 'AIX Market';

/** A tab title, written the same by the server (first paint, link previews) and the app. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}
