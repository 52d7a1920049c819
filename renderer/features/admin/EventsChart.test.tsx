// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DailyCount } from '#shared/api/events';
import { EventsChart } from './EventsChart';

afterEach(cleanup);

const days: DailyCount[] = ['2026-11-20', '2026-11-21', '2026-11-22'].map(
  (day, index) => ({
    day,
    pageViews: index * 10,
    authAttempts: index,
    authSuccesses: 0,
    authErrors: 0,
    authEmailSent: 0,
  }),
);

describe('EventsChart', () => {
  it('is one labelled image with a summary, plus a data table of every day', () => {
    render(<EventsChart days={days} />);
    const image = screen.getByRole('img');
    const labelIds = image.getAttribute('aria-labelledby')?.split(' ') ?? [];
    const label = labelIds.map(id => document.getElementById(id)?.textContent).join(' ');
    expect(label).toContain('Page views and sign-in attempts per day');
    expect(label).toContain('30 page views and 3 sign-in attempts in total');
    // Two bars per day, the taller series reaching the top of the scale.
    expect(image.querySelectorAll('rect')).toHaveLength(6);
    const table = screen.getByRole('table', { name: 'Events per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(row => row.textContent)).toEqual([
      '2026-11-2000',
      '2026-11-21101',
      '2026-11-22202',
    ]);
  });
});
