// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryPlatform } from '../../platform/memory';
import { PlatformProvider } from '../../platform/PlatformContext';
import { createStore, StateProvider } from '../../state/jotai';
import { ownedAtom, withPurchase, EMPTY_OWNED } from './owned-atoms';
import { PriceOrOwned } from './OwnedTag';

afterEach(cleanup);

const paid = { isFree: false, price: 249, currency: 'INR' as const };

function renderWith(owned: typeof EMPTY_OWNED, price = paid) {
  const store = createStore();
  store.set(ownedAtom, owned);
  render(
    <PlatformProvider platform={createMemoryPlatform()}>
      <StateProvider store={store}>
        <PriceOrOwned extensionId="ext-1" price={price} />
      </StateProvider>
    </PlatformProvider>,
  );
}

const bought = withPurchase({ ...EMPTY_OWNED, owner: 'buyer' }, 'ext-1', {
  orderId: 'order_1',
  paidAt: '2026-11-26T10:00:00.000Z',
});

describe('PriceOrOwned', () => {
  it('shows the price to anyone who has not bought it', () => {
    renderWith(EMPTY_OWNED);
    expect(screen.getByText('₹249')).toBeTruthy();
    expect(screen.queryByText('You own this')).toBeNull();
  });

  it('says "You own this" with the day instead of the price once bought', () => {
    renderWith(bought);
    expect(screen.getByText('You own this')).toBeTruthy();
    expect(screen.getByText('Nov 26, 2026').getAttribute('datetime')).toBe(
      '2026-11-26T10:00:00.000Z',
    );
    expect(screen.queryByText('₹249')).toBeNull();
  });

  it('keeps "Free" for a free extension', () => {
    renderWith(bought, { isFree: true, price: 0, currency: 'INR' });
    expect(screen.getByText('Free')).toBeTruthy();
  });
});
