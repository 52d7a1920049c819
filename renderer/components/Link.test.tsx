// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { isActivePath, NavLink } from './NavLink';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function at(path: string, children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={children} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real anchor whose click navigates inside the app', () => {
    at(
      '/dashboard/orders',
      <Link to="/extension/lottie-player?tab=docs" className="x">
        Lottie
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Lottie' });
    expect(link.getAttribute('href')).toBe('/extension/lottie-player?tab=docs');
    expect(link.className).toBe('x');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe(
      '/extension/lottie-player?tab=docs',
    );
  });

  it('resolves a relative path against the current route, as the router does', () => {
    at('/dashboard/account/', <Link to="security">Security</Link>);
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('href')).toBe(
      '/dashboard/account/security',
    );
  });

  it('leaves modified clicks, other targets and prevented clicks to the browser', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    at(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" onClick={onClick}>
          C
        </Link>
      </>,
    );
    // Seen after React's handlers: whether the app took the click; then the test
    // stops the browser's own navigation (a new window) it would have done.
    const prevented: Record<string, boolean> = {};
    const record = (event: MouseEvent) => {
      prevented[(event.target as HTMLElement).textContent ?? ''] = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
      fireEvent.click(screen.getByRole('link', { name: 'C' }));
    } finally {
      window.removeEventListener('click', record);
    }
    expect(prevented).toEqual({ A: false, B: false, C: true });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the current page, and its parent unless `end`', () => {
    at(
      '/dashboard/account/security',
      <>
        <NavLink to="/dashboard/account">Account</NavLink>
        <NavLink to="/dashboard/account" end>
          Profile
        </NavLink>
        <NavLink to="/dashboard/account/security">Security</NavLink>
        <NavLink to="/dashboard/orders">Orders</NavLink>
      </>,
    );
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Account')).toBe('page');
    expect(current('Profile')).toBeNull();
    expect(current('Security')).toBe('page');
    expect(current('Orders')).toBeNull();
  });
});

describe('isActivePath', () => {
  it("follows react-router's NavLink rule", () => {
    expect(isActivePath('/a/b', '/a/b')).toBe(true);
    expect(isActivePath('/A/B', '/a/b')).toBe(true);
    expect(isActivePath('/a/b/c', '/a/b')).toBe(true);
    expect(isActivePath('/a/b/c', '/a/b', true)).toBe(false);
    expect(isActivePath('/a/bc', '/a/b')).toBe(false);
    expect(isActivePath('/a/b/c', '/a/b/')).toBe(true);
    // The root is current only on the root.
    expect(isActivePath('/a', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
