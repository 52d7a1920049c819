/**
 * Where exchange rates come from (README "Exchange rates"). The server asks
 * EXCHANGE_RATES_URL for INR-based rates when it starts and then every
 * EXCHANGE_RATES_REFRESH_HOURS; an empty value turns refreshing off and the
 * last stored rates (first the bundled snapshot) are served as they are.
 */
export interface RatesConfig {
  /** JSON source of the usual shape, or undefined when refreshing is off. */
  sourceUrl: string | undefined;
  refreshHours: number;
}

/** Free, keyless, refreshed daily; rates of one INR in every other currency. */
export const DEFAULT_EXCHANGE_RATES_URL = 'https://open.er-api.com/v6/latest/INR';

export function loadRatesConfig(env: NodeJS.ProcessEnv): RatesConfig {
  const raw = env.EXCHANGE_RATES_URL;
  let sourceUrl: string | undefined = DEFAULT_EXCHANGE_RATES_URL;
  if (raw !== undefined) {
    const value = raw.trim();
    sourceUrl = value === '' || value === 'off' ? undefined : value;
  }
  if (sourceUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(sourceUrl);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      throw new Error(
        `EXCHANGE_RATES_URL must be an http(s) URL (or empty to turn refreshing off), got "${raw}"`,
      );
    }
  }
  const hoursRaw = env.EXCHANGE_RATES_REFRESH_HOURS?.trim();
  const refreshHours = hoursRaw ? Number(hoursRaw) : 24;
  if (!Number.isInteger(refreshHours) || refreshHours < 1 || refreshHours > 168) {
    throw new Error(
      `EXCHANGE_RATES_REFRESH_HOURS must be a whole number from 1 to 168, got "${hoursRaw}"`,
    );
  }
  return { sourceUrl, refreshHours };
}
