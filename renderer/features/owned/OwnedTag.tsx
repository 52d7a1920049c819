/**
 * On a card, in the price's place: "You own this" and the day it was bought
 * (issue 20 item 1). Anyone who does not own it (and the server render) sees the
 * price; the slot keeps one size either way, so nothing moves when it switches.
 */
import type { Price } from '#shared/api/extensions';
import { formatDay } from '#shared/format';
import { PriceTag } from '../../components/PriceTag';
import { useOwnership } from './useOwned';
import './OwnedTag.css';

export function PriceOrOwned({
  extensionId,
  price,
}: {
  extensionId: string;
  price: Pick<Price, 'isFree' | 'price' | 'currency'>;
}) {
  const owned = useOwnership(extensionId);
  return (
    <span className={price.isFree ? 'price-slot price-slot--free' : 'price-slot'}>
      {owned && !price.isFree ? (
        <span className="owned-tag">
          <span className="owned-tag__label">You own this</span>
          <span className="owned-tag__date">
            <span className="visually-hidden">Bought </span>
            <time dateTime={owned.paidAt}>{formatDay(owned.paidAt)}</time>
          </span>
        </span>
      ) : (
        <PriceTag price={price} />
      )}
    </span>
  );
}
