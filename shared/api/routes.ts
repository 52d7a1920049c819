/**
 * API paths the renderer's first load calls (spec §7). Schema-free on purpose:
 * the shared/api contract files import TypeBox, which must stay out of the
 * listing's first load; they take these paths from here.
 */
export const API_ROUTES = {
  listAll: '/private/api/extension/list-all',
  countFilter: '/private/api/extension/count-filter',
  weeklyTrending: '/private/api/extension/weekly-trending',
  aboutAll: '/private/api/extension/about-all',
  extension: (slugOrId: string) =>
    `/private/api/extension/${encodeURIComponent(slugOrId)}`,
  user: (username: string) => `/private/api/user/${encodeURIComponent(username)}`,
  checkUsername: '/private/api/user/check-username',
  exchangeRates: '/private/api/exchange-rates',
  getUser: '/authenticated/api/user/get-user',
  recordEvent: '/api/events',
} as const;
