/**
 * The visitor's country (spec §3 country list, from countries-list): it picks the
 * currency prices start in (INR in India, USD elsewhere). Its own chunk, so the
 * list of about 250 countries never weighs on first load.
 */
import { useState } from 'react';
import { COUNTRIES, countryByCode } from '#shared/domain/countries';
import { marketCurrency } from '#shared/domain/market';
import { Select } from '../../../components/Select';
import { useCurrency } from '../../../hooks/useCurrency';
import { usePlatform } from '../../../platform/PlatformContext';

export function CountrySelect() {
  const platform = usePlatform();
  const { setCurrency } = useCurrency();
  const [country, setCountry] = useState(platform.loadPreferences().country ?? '');
  const chosen = countryByCode(country);
  return (
    <div className="country-select">
      <Select
        label="Country"
        value={country}
        onChange={event => {
          const next = countryByCode(event.target.value);
          setCountry(next?.code ?? '');
          platform.savePreferences({ country: next?.code ?? null });
          if (next) setCurrency(marketCurrency(next.code));
        }}
      >
        <option value="">Not set</option>
        {COUNTRIES.map(item => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </Select>
      <p className="account-card__lead">
        {chosen
          ? `Prices start in ${marketCurrency(chosen.code)} for ${chosen.name}${chosen.currency && chosen.currency !== marketCurrency(chosen.code) ? ` (AIX Market sells in INR and USD; your local currency is ${chosen.currency})` : ''}.`
          : 'Choose where you are to start prices in your market’s currency.'}
      </p>
    </div>
  );
}
