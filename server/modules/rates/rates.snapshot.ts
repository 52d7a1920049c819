/**
 * The bundled exchange-rate snapshot, loaded into `exchange_rates` when the server
 * starts (only rows older than this snapshot are replaced). Units of each currency
 * one Indian rupee buys. Approximate mid-market rates of the date below: only the
 * first-start fallback, since the refresh from EXCHANGE_RATES_URL stores newer ones.
 */
export const RATES_SNAPSHOT = {
  base: 'INR',
  asOf: '2024-11-22T00:00:00.000Z',
  rates: {
    USD: 0.01184,
    EUR: 0.01136,
    GBP: 0.00945,
    JPY: 1.8332,
    AUD: 0.01821,
    CAD: 0.01656,
    SGD: 0.01594,
    AED: 0.04349,
    CHF: 0.01058,
  },
} as const;
