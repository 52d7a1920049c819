import { useEffect } from 'react';
import { getExchangeRates } from '#shared/api/client/catalogue';
import { useApiQuery } from '../hooks/useApiQuery';
import { ratesAtom } from '../hooks/useCurrency';
import { useSetAtom } from '../state/jotai';

/** The rates' query key: a server-rendered page starts with them (see App). */
export const RATES_QUERY = 'exchange-rates';

/** Fetches the exchange rates once for the whole app; renders nothing. */
export function ExchangeRatesLoader() {
  const { data } = useApiQuery(RATES_QUERY, getExchangeRates);
  const setRates = useSetAtom(ratesAtom);
  useEffect(() => {
    if (data) setRates({ rates: data.rates, asOf: data.asOf });
  }, [data, setRates]);
  return null;
}
