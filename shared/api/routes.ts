/** Every API path the renderer calls, in one place (spec §7). */
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
} as const;
