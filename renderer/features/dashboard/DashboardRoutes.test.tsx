// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/api/account';
import { ApiProvider } from '../../api/ApiContext';
import { PlatformProvider } from '../../platform/PlatformContext';
import { createStore, StateProvider } from '../../state/jotai';
import { authAtom, type AuthState } from '../auth/auth-atoms';
import { RequireAuth } from '../auth/RequireAuth';
import { DashboardRoutes } from './DashboardRoutes';
import { createMemoryPlatform } from '../../platform/memory';

afterEach(cleanup);

const platform = createMemoryPlatform({
  // Nothing in these tests may reach a server: an unreachable base makes any call fail loudly.
  functionsBaseUrl: 'http://127.0.0.1:9',
  appBaseUrl: 'http://127.0.0.1:9',
});

const user: CurrentUser = {
  id: 'u1',
  email: 'asha@example.com',
  name: 'Asha Rao',
  username: 'asha',
  avatar: '',
  role: 'user',
  profile: { website: '', location: '' },
  emailVerified: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};

function signedIn(overrides: Partial<CurrentUser> = {}): AuthState {
  return {
    status: 'signedIn',
    profile: { email: user.email, id: user.id, token: 't' },
    user: { ...user, ...overrides },
  };
}

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

function renderAt(path: string, state: AuthState) {
  const store = createStore();
  store.set(authAtom, state);
  render(
    <PlatformProvider platform={platform}>
      <StateProvider store={store}>
        <ApiProvider profile={null}>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            {/* The same shape as renderer/routes.tsx. */}
            <Routes>
              <Route path="/about" element={<h1>About</h1>} />
              <Route path="/dashboard/*" element={<RequireAuth />}>
                <Route path="*" element={<DashboardRoutes />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </StateProvider>
    </PlatformProvider>,
  );
  return store;
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('dashboard routes (spec §2, §6)', () => {
  it('sends /dashboard to the account screen, with the profile form', async () => {
    renderAt('/dashboard', signedIn());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(location()).toBe('/dashboard/account');
    for (const label of ['Name', 'Username', 'Avatar URL', 'Website', 'Location']) {
      expect(
        screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }),
      ).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('sends signed-out visitors to /about', async () => {
    renderAt('/dashboard/account', { status: 'signedOut' });
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
  });

  it('hides the admin area from users and answers them with a 403', async () => {
    renderAt('/dashboard/manage-users', signedIn());
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(
      screen.getByRole('link', { name: /Back to my account/ }).getAttribute('href'),
    ).toBe('/dashboard/account');
  });

  it('shows the admin area in the nav for admins', async () => {
    renderAt('/dashboard/favourites', signedIn({ role: 'admin' }));
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
      '/dashboard/manage-users',
    );
    expect(
      within(nav).getByRole('link', { name: 'Favourites' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says so with a retry when the server cannot answer favourites or orders', async () => {
    // No server in this test: the calls fail, and each screen says so.
    renderAt('/dashboard/favourites', signedIn());
    expect(
      await screen.findByRole('heading', { name: 'Your favourites could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();
    renderAt('/dashboard/orders', signedIn());
    expect(
      await screen.findByRole('heading', { name: 'Your orders could not be loaded' }),
    ).toBeTruthy();
  });

  it('answers unknown dashboard paths with the not-found page', async () => {
    renderAt('/dashboard/nope', signedIn());
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find that page' }),
    ).toBeTruthy();
    cleanup();
    renderAt('/dashboard/account/nope', signedIn());
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find that page' }),
    ).toBeTruthy();
  });

  it('checks the profile before sending it, with the spec message on the field', async () => {
    renderAt('/dashboard/account', signedIn());
    const website = await screen.findByLabelText(/^Website/, { selector: 'input' });
    fireEvent.change(website, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(website.getAttribute('aria-invalid')).toBe('true');
    const describedBy = website.getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(describedBy.split(' ').at(-1) ?? '')?.textContent,
    ).toBe("doesn't seems to be a url");
    expect(document.activeElement).toBe(website);
  });
});
