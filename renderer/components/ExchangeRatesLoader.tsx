import { useEffect } from 'react';
import { getExchangeRates } from '#shared/api/client/catalogue';
import { useApiQuery } from '../hooks/useApiQuery';
import { ratesAtom } from '../hooks/useCurrency';
import { useSetAtom } from '../state/jotai';

/** Fetches the exchange rates once for the whole app; renders nothing. */
export function ExchangeRatesLoader() {
  const { data } = useApiQuery('exchange-rates', getExchangeRates);
  const setRates = useSetAtom(ratesAtom);
  useEffect(() => {
    if (data) setRates({ rates: data.rates, asOf: data.asOf });
  }, [data, setRates]);
  return null;
}
