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

function renderAs(state: AuthState) {
  const store = createStore();
  store.set(authAtom, state);
  render(
    <PlatformProvider platform={createMemoryPlatform()}>
      <ApiProvider profile={null}>
        <StateProvider store={store}>
          <MemoryRouter initialEntries={['/extension/ext-one']}>
            <PurchaseBox extension={extension} />
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
});
