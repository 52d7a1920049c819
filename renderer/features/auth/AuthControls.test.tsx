// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformProvider } from '../../platform/PlatformContext';
import type { Platform } from '../../platform/types';
import { createStore, StateProvider } from '../../state/jotai';
import { AuthControls } from '../layout/AuthControls';
import { authAtom, type AuthState } from './auth-atoms';
import { createMemoryPlatform } from '../../platform/memory';

afterEach(cleanup);

const saveProfile = vi.fn((_profile: unknown) => Promise.resolve());

function platformStub(): Platform {
  return createMemoryPlatform({ saveProfile });
}

function renderWith(state: AuthState, platform = platformStub()) {
  const store = createStore();
  store.set(authAtom, state);
  render(
    <PlatformProvider platform={platform}>
      <StateProvider store={store}>
        <MemoryRouter>
          <AuthControls />
        </MemoryRouter>
      </StateProvider>
    </PlatformProvider>,
  );
  return { store, platform };
}

describe('AuthControls (spec §2 navigation)', () => {
  it('shows a spinner while the auth state loads', () => {
    renderWith({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Checking your sign-in');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers Log in and Sign up when signed out, Sign up opening its own tab', () => {
    renderWith({ status: 'signedOut' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/login?tab=signup',
    );
  });

  it('shows the avatar menu when signed in, and Sign Out signs out', async () => {
    const { store } = renderWith({
      status: 'signedIn',
      profile: { email: 'a@b.co', id: 'u1', token: 't' },
      user: {
        id: 'u1',
        email: 'a@b.co',
        name: 'Asha',
        username: 'asha',
        avatar: '',
        role: 'user',
        profile: { website: '', location: '' },
        emailVerified: true,
        createdAt: '2026-11-22T00:00:00.000Z',
      },
    });
    // The menu is its own chunk: it arrives a moment after the signed-in state.
    const button = await screen.findByRole('button', { name: 'Account menu for Asha' });
    fireEvent.click(button);
    const items = (await screen.findAllByRole('menuitem')).map(item => item.textContent);
    expect(items).toEqual([
      'My account',
      'My Extensions',
      'My store',
      'Favourites',
      'Orders',
      'Sign Out',
    ]);
    expect(
      screen.getByRole('menuitem', { name: 'My account' }).getAttribute('href'),
    ).toBe('/dashboard/account');
    expect(
      screen.getByRole('menuitem', { name: 'My Extensions' }).getAttribute('href'),
    ).toBe('/dashboard/my-extensions');
    await act(async () =>
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' })),
    );
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
    expect(saveProfile).toHaveBeenCalledWith(null);
  });
});
