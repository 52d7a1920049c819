// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/api/account';
import { BadgeList } from './BadgeList';
import { earnedBadges } from './badges';

afterEach(cleanup);

const base: CurrentUser = {
  id: 'u1',
  email: 'asha@example.com',
  name: 'Asha',
  username: 'asha',
  avatar: '',
  role: 'user',
  profile: { website: '', location: '' },
  emailVerified: false,
  createdAt: '2026-01-02T03:04:05.000Z',
};
const now = new Date('2026-11-22T10:00:00Z');

describe('earned badges', () => {
  it('shows a Gold backer badge only while the paid period lasts', () => {
    const titles = (user: CurrentUser) =>
      earnedBadges(user, now).map(badge => badge.title);
    expect(
      titles({ ...base, gold: { tier: 'patron', until: '2026-12-20T00:00:00.000Z' } }),
    ).toContain('Patron backer');
    expect(
      titles({ ...base, gold: { tier: 'gold', until: '2026-11-01T00:00:00.000Z' } }),
    ).not.toContain('Gold backer');
    expect(titles({ ...base, gold: null })).toEqual(['Member since Jan 2, 2026']);
  });

  it('derives badges from the account', () => {
    const titles = (user: CurrentUser) =>
      earnedBadges(user, now).map(badge => badge.title);
    expect(titles(base)).toEqual(['Member since Jan 2, 2026']);
    expect(
      titles({
        ...base,
        emailVerified: true,
        role: 'admin',
        avatar: 'https://example.com/a.png',
        profile: { website: 'https://asha.dev', location: 'Pune' },
        createdAt: '2024-05-01T00:00:00.000Z',
      }),
    ).toEqual([
      'Member since May 1, 2024',
      'One year with us',
      'Verified email',
      'Complete profile',
      'Administrator',
    ]);
    expect(earnedBadges({ ...base, createdAt: 'garbage' }, now)).toEqual([]);
  });

  it('lists badges, or an empty state with a way to earn them', () => {
    const { rerender } = render(
      <MemoryRouter>
        <BadgeList badges={earnedBadges({ ...base, emailVerified: true }, now)} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Earned badges' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    rerender(
      <MemoryRouter>
        <BadgeList badges={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'No badges yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
  });
});
