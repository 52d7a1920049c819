import { describe, expect, it } from 'vitest';
import { activeSection, sectionsFor } from './dashboard-nav';

describe('dashboard sections', () => {
  it('shows the admin area (users, orders, reports) to admins only', () => {
    const labels = (role: 'user' | 'admin') => sectionsFor(role).map(item => item.label);
    expect(labels('user')).toEqual([
      'Favourites',
      'Orders',
      'My Extensions',
      'My store',
      'Account',
    ]);
    expect(labels('admin')).toEqual([
      'Favourites',
      'Orders',
      'My Extensions',
      'My store',
      'Account',
      'Admin',
    ]);
  });

  it('finds the section of nested paths and nothing for unknown ones', () => {
    expect(activeSection('/dashboard/account/badges')).toBe('account');
    expect(activeSection('/dashboard/my-extensions/edit/42')).toBe('my-extensions');
    expect(activeSection('/dashboard/manage-users')).toBe('manage-users');
    expect(activeSection('/dashboard')).toBeUndefined();
    expect(activeSection('/dashboard/nope')).toBeUndefined();
    expect(activeSection('/dashboardx/account')).toBeUndefined();
  });
});
