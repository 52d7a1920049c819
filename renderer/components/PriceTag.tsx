import type { Price } from '#shared/api/extensions';
import { useCurrency, type FormattedPrice } from '../hooks/useCurrency';
import './PriceTag.css';

function listedAt(shown: FormattedPrice): string {
  const rate = shown.rateDate ? `, converted at the rate of ${shown.rateDate}` : '';
  return `Listed at ${shown.original}${rate}`;
}

/** Price in the visitor's currency; the seller's own price stays available on hover and to screen readers. */
export function PriceTag({
  price,
}: {
  price: Pick<Price, 'isFree' | 'price' | 'currency'>;
}) {
  const { format } = useCurrency();
  const shown = format(price);
  return (
    <span
      className={price.isFree ? 'price-tag price-tag--free' : 'price-tag'}
      title={shown.converted ? listedAt(shown) : undefined}
    >
      {shown.converted && <span aria-hidden="true">≈ </span>}
      {shown.text}
      {shown.converted && <span className="visually-hidden"> ({listedAt(shown)})</span>}
    </span>
  );
}
