import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '#shared/constants';
import { useCurrency } from '../hooks/useCurrency';
import { ChoiceGroup } from './ChoiceGroup';

const CHOICES = CURRENCIES.map(currency => ({
  value: currency,
  label: `${CURRENCY_SYMBOLS[currency]} ${currency}`,
}));

/** Switches the currency prices are shown in; stored for the next visit. */
export function CurrencySwitch({ hideLegend = true }: { hideLegend?: boolean }) {
  const { currency, setCurrency } = useCurrency();
  return (
    <ChoiceGroup<Currency>
      legend="Show prices in"
      choices={CHOICES}
      value={currency}
      onChange={setCurrency}
      hideLegend={hideLegend}
    />
  );
}
