import type { Price } from '#shared/api/extensions';
import { useCurrency } from '../hooks/useCurrency';
import './PriceTag.css';

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
      title={shown.converted ? `Listed at ${shown.original}` : undefined}
    >
      {shown.converted && <span aria-hidden="true">≈ </span>}
      {shown.text}
      {shown.converted && (
        <span className="visually-hidden"> (listed at {shown.original})</span>
      )}
    </span>
  );
}
