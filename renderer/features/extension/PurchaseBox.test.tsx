// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExtensionDetail } from '#shared/api/extensions';
import { createMemoryPlatform } from '../../platform/memory';
import { PlatformProvider } from '../../platform/PlatformContext';
import { createStore, StateProvider } from '../../state/jotai';
import { authAtom, type AuthState } from '../auth/auth-atoms';
import { ApiProvider } from '../../api/ApiContext';
import { currencyAtom, ratesAtom } from '../../hooks/useCurrency';
import { PurchaseBox } from './PurchaseBox';

afterEach(cleanup);

const extension = {
  extensionId: 'ext-1',
  author: { id: 'maker', username: 'maker', name: 'Maker', avatar: '' },
  type: { isFree: true, price: 0, currency: 'INR', value: 'Free', sourceURL: '' },
} as unknown as ExtensionDetail;

function signedIn(id: string): AuthState {
  return {
    status: 'signedIn',
    profile: { email: `${id}@e.co`, id, token: 't' },
    user: {
      id,
      email: `${id}@e.co`,
      name: id,
      username: id,
      avatar: '',
      role: 'user',
      profile: { website: '', location: '' },
      emailVerified: true,
      createdAt: '2026-11-22T00:00:00.000Z',
    },
  };
}

function renderAs(state: AuthState, shown = extension, visitorCurrency?: 'USD') {
  const store = createStore();
  store.set(authAtom, state);
  if (visitorCurrency) {
    store.set(currencyAtom, visitorCurrency);
    store.set(ratesAtom, { rates: { INR: 1, USD: 0.012 }, asOf: '2026-11-25' });
  }
  render(
    <PlatformProvider platform={createMemoryPlatform()}>
      <ApiProvider profile={null}>
        <StateProvider store={store}>
          <MemoryRouter initialEntries={['/extension/ext-one']}>
            <PurchaseBox extension={shown} />
          </MemoryRouter>
        </StateProvider>
      </ApiProvider>
    </PlatformProvider>,
  );
}

describe('PurchaseBox', () => {
  it('sends signed-out visitors to sign in first', () => {
    renderAs({ status: 'signedOut' });
    const link = screen.getByRole('link', { name: /Sign in to get it/ });
    // After signing in, the visitor comes back to this page.
    expect(link.getAttribute('href')).toBe('/login?next=%2Fextension%2Fext-one');
  });

  it('offers the author an edit link instead of a sign-in', () => {
    renderAs(signedIn('maker'));
    expect(screen.queryByText(/Sign in/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Edit your extension' });
    expect(link.getAttribute('href')).toBe('/dashboard/my-extensions/edit/ext-1');
  });

  it('offers a signed-in visitor Get, never a sign-in', async () => {
    renderAs(signedIn('buyer'));
    expect(screen.queryByText(/Sign in/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Get' })).toBeTruthy();
  });

  it('offers the listing’s own currency, and says why, when the converted price is under 1.00', async () => {
    const small = {
      ...extension,
      type: { isFree: false, price: 49, currency: 'INR', value: '₹49', sourceURL: '' },
    } as ExtensionDetail;
    renderAs(signedIn('buyer'), small, 'USD');
    expect(
      screen.getByText(/under \$1\.00, the least a payment can be, so pay in INR/),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy for ₹49' })).toBeTruthy();
    expect(screen.queryByText(/\$0\.59/)).toBeNull();
  });

  it('converts a price that reaches 1.00 in the visitor’s currency', async () => {
    const enough = {
      ...extension,
      type: { isFree: false, price: 499, currency: 'INR', value: '₹499', sourceURL: '' },
    } as ExtensionDetail;
    renderAs(signedIn('buyer'), enough, 'USD');
    expect(await screen.findByRole('button', { name: 'Buy for $5.99' })).toBeTruthy();
    expect(screen.queryByText(/least a payment can be/)).toBeNull();
  });
});
