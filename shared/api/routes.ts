/**
 * Every HTTP route of both backends (spec §7), in one table: its method, which
 * backend serves it and its path. Server route files register `route.path`; every
 * client (renderer, studio main process, CLI) builds URLs with `route.url(...)` and
 * picks the base URL by `route.backend`, so the two backends can live apart.
 * The route matrix test checks that the server registers exactly these routes.
 *
 * Schema-free on purpose: the contract files (shared/api/<resource>.ts) import
 * TypeBox, which must stay out of the browser's first-load chunks.
 */

/** The spec's two backends: the cloud-functions backend and the app backend. */
export type Backend = 'functions' | 'app';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of the `:params` in a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string>;

/** A path without parameters takes none; a parameterised one needs each of them. */
type UrlBuilder<P extends string> = [ParamNames<P>] extends [never]
  ? () => string
  : (params: PathParams<P>) => string;

export interface Route<P extends string = string> {
  readonly method: Method;
  readonly backend: Backend;
  /** The pattern the server registers (`:name` parameters). */
  readonly path: P;
  /** The path with its parameters filled in and encoded. */
  readonly url: UrlBuilder<P>;
}

function route<const P extends string>(
  method: Method,
  backend: Backend,
  path: P,
): Route<P> {
  const fill = (params: Record<string, string> = {}) =>
    path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`Missing path parameter "${name}"`);
      return encodeURIComponent(value);
    });
  // Typed by the pattern; at run time both builder shapes are this one function.
  return { method, backend, path, url: fill };
}

const functions = <const P extends string>(method: Method, path: P) =>
  route(method, 'functions', path);
const app = <const P extends string>(method: Method, path: P) =>
  route(method, 'app', path);

export const ROUTES = {
  // Public catalogue (functions backend).
  listAll: functions('POST', '/private/api/extension/list-all'),
  countFilter: functions('GET', '/private/api/extension/count-filter'),
  weeklyTrending: functions('GET', '/private/api/extension/weekly-trending'),
  aboutAll: functions('GET', '/private/api/extension/about-all'),
  extension: functions('GET', '/private/api/extension/:slugOrId'),
  publicUser: functions('GET', '/private/api/user/:username'),
  checkUsername: functions('GET', '/private/api/user/check-username'),
  aiCreateCurl: functions('POST', '/private/api/ai/create-curl'),
  /** Public, immutable, content-addressed: `/private/api/files/images/<sha256>.webp`. */
  file: functions('GET', '/private/api/files/:namespace/:name'),
  /** The public keys that sign every version (issue 21 §3), retired ones included. */
  signingKeys: functions('GET', '/.well-known/aix-market-keys.json'),
  // Public, app backend.
  exchangeRates: app('GET', '/private/api/exchange-rates'),
  health: app('GET', '/api/health'),
  recordEvent: app('POST', '/api/events'),
  contactUs: app('POST', '/api/contact-us'),
  feedback: app('POST', '/api/feedback'),
  reportExtension: app('POST', '/api/report-extension'),
  // Reviews (issue 21): a public read (with the caller's own when signed in), owners' writes.
  reviews: functions('GET', '/private/api/extension/:slugOrId/reviews'),
  createReview: app('POST', '/api/reviews'),
  updateReview: app('PUT', '/api/reviews/:id'),
  deleteReview: app('DELETE', '/api/reviews/:id'),
  replyToReview: app('PUT', '/api/reviews/:id/reply'),
  voteReviewHelpful: app('PUT', '/api/reviews/:id/helpful'),
  reportReview: app('POST', '/api/reviews/:id/report'),
  // Sign-in (app backend).
  signup: app('POST', '/api/signup'),
  signin: app('POST', '/api/signin'),
  socialLogin: app('POST', '/api/social-login'),
  /** Firebase web settings for the renderer (emulator or real project). */
  authConfig: app('GET', '/api/auth/config'),
  /** Dev-only: the Auth emulator's outgoing emails; absent against real Firebase. */
  devMailbox: app('GET', '/api/dev/mailbox'),
  // The signed-in user.
  getUser: functions('GET', '/authenticated/api/user/get-user'),
  checkBeta: functions('GET', '/authenticated/api/user/check-beta/:email'),
  aiCreateCurlSignedIn: functions('POST', '/authenticated/api/ai/create-curl'),
  updateMe: app('POST', '/api/update-me'),
  updatePassword: app('POST', '/api/update-user-password'),
  addBetaUser: app('POST', '/api/add-beta-user'),
  // Publishing.
  upload: functions('POST', '/authenticated/api/upload/cloudinary'),
  /** An uploaded .aix, for its uploader or an admin only (Content-Disposition: attachment). */
  uploadedAix: functions('GET', '/authenticated/api/upload/aix/:uploadId'),
  myExtensions: functions('POST', '/authenticated/api/extension/my-extensions'),
  /** GET `?url=`; answers in the shape Editor.js's link tool expects. */
  linkPreview: functions('GET', '/authenticated/api/link-preview'),
  createExtension: app('POST', '/api/create-extension'),
  updateExtension: app('POST', '/api/update-extension'),
  /** The caller's own extensions (any extension for an admin), by id, for the editor. */
  getExtensions: app('POST', '/api/get-extensions'),
  deleteMyExtension: app('POST', '/api/delete-my-extension'),
  /** Removes one version and its file (spec name kept). */
  deleteVersion: app('POST', '/api/delete-aix-from-firebase'),
  /** A public like (spec: likes list); favourites are the private list. */
  updateLike: app('POST', '/api/update-extension-like'),
  /** The ids the caller liked, so cards and the detail page show their like. */
  myLikes: app('GET', '/api/my-likes'),
  // Commerce: Checkout, orders, delivery (functions backend unless said).
  checkoutOrder: functions('POST', '/authenticated/api/extension/razorpay-order'),
  verifySignature: functions('POST', '/authenticated/api/razorpay/verify-signature'),
  orders: functions('POST', '/authenticated/api/user/orders'),
  /** The ids and days of what the caller bought, for "You own this" on every card. */
  owned: functions('GET', '/authenticated/api/user/owned'),
  removeOrder: functions('POST', '/authenticated/api/user/remove-order'),
  downloadOrder: functions('POST', '/authenticated/api/download/order'),
  /** The signed link download/order answers; no session needed, expires in 10 minutes. */
  downloadFile: functions('GET', '/private/api/download/:token'),
  /** A maker's link to a build of their own extension (no order: checkout refuses one's own). */
  downloadOwn: functions('POST', '/authenticated/api/download/own'),
  downloadOwnFile: functions('GET', '/private/api/download/own/:token'),
  /** Raw-body HMAC in X-Razorpay-Signature; deduplicated by X-Razorpay-Event-Id. */
  paymentWebhook: app('POST', '/api/razorpay/webhook'),
  /** Sandbox only: completes a payment as Razorpay Checkout would (404 otherwise). */
  devPay: app('POST', '/dev/payments/pay'),
  goldOrder: app('POST', '/api/create-razorpay-order'),
  addRemoveFavourite: functions('POST', '/authenticated/api/user/add-remove-favourites'),
  favouritesById: functions('POST', '/authenticated/api/user/get-favourites-by-id'),
  // Sellers.
  payout: functions('GET', '/private/api/payout'),
  linkAccount: functions('POST', '/authenticated/api/razorpay/link-account'),
  linkedAccount: functions('GET', '/authenticated/api/razorpay/linked-account'),
  myStore: functions('GET', '/authenticated/api/user/my-store'),
  verifyLicence: functions('GET', '/private/api/licence/verify'),
  // Update notices (issue 21 §2).
  notices: functions('GET', '/authenticated/api/notices'),
  markNoticesRead: functions('POST', '/authenticated/api/notices/read'),
  noticePreferences: functions('GET', '/authenticated/api/notices/preferences'),
  updateNoticePreferences: functions('PUT', '/authenticated/api/notices/preferences'),
  /** GET: what the email's link would stop (no sign-in); POST (also one-click): does it. */
  unsubscribeInfo: app('GET', '/api/notices/unsubscribe'),
  unsubscribe: app('POST', '/api/notices/unsubscribe'),
  /** Which of the caller's .aix files have newer versions they may download. */
  checkUpdates: functions('POST', '/authenticated/api/updates/check'),
  // Access tokens for the studio and the command line (functions backend).
  accessTokens: functions('GET', '/authenticated/api/user/access-tokens'),
  createAccessToken: functions('POST', '/authenticated/api/user/access-tokens'),
  revokeAccessToken: functions('DELETE', '/authenticated/api/user/access-tokens/:id'),
  // Admin (app backend).
  getBetaUsers: app('GET', '/admin/get-beta-users'),
  updateBetaWaitlist: app('PUT', '/admin/update-beta-waitlist'),
  users: app('GET', '/admin/users'),
  updateUserRole: app('PUT', '/admin/update-user-role'),
  dailyEvents: app('GET', '/admin/events/daily'),
  allOrders: app('GET', '/admin/all-orders'),
  reports: app('GET', '/admin/reports'),
  resolveReport: app('POST', '/admin/reports/:id/resolve'),
  unpublishReported: app('POST', '/admin/reports/:id/unpublish'),
  reviewReports: app('GET', '/admin/review-reports'),
  setReviewHidden: app('PUT', '/admin/reviews/:id/hidden'),
} as const;

export type RouteName = keyof typeof ROUTES;

/** Header names every client and the server share. */
export const HEADERS = {
  /** The signed-in user's id, sent with the session token (spec §4). */
  userId: 'x-user-id',
  /** Firebase ID token of a recent sign-in, for the password change (spec: RefreshToken). */
  recentSignIn: 'refreshtoken',
} as const;

/** The page's meta tags that name the backends' base URLs (set by the server). */
export const BACKEND_META: Record<Backend, string> = {
  functions: 'aix:functions-base-url',
  app: 'aix:app-base-url',
};

/** URL prefixes of the API (everything else is the web app). */
export const API_PREFIXES = [
  '/api/',
  '/private/',
  '/authenticated/',
  '/admin/',
  '/dev/payments/',
  '/.well-known/aix-market-',
] as const;
