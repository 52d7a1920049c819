import { useState } from 'react';
import { getDailyEvents } from '#shared/api/client/admin';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { rangeStart, totals } from './chart-data';
import { EventsChart } from './EventsChart';

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;
type Range = (typeof RANGES)[number]['value'];

/** GET /admin/events/daily for the chosen range, with its loading, empty and error states. */
export function AnalyticsPanel() {
  const [range, setRange] = useState<Range>('30');
  const from = rangeStart(Number(range));
  const query = useApiQuery(`admin-events:${from}`, (api, signal) =>
    getDailyEvents(api, { from }, signal),
  );

  let body;
  if (query.loading) {
    body = (
      <div role="status" aria-label="Loading analytics">
        <Skeleton height={240} />
      </div>
    );
  } else if (query.error || !query.data) {
    body = (
      <ErrorState
        title="Analytics could not be loaded"
        message={query.error?.message ?? 'No answer from the server.'}
        onRetry={query.reload}
      />
    );
  } else {
    const sum = totals(query.data.days);
    body =
      sum.pageViews + sum.authAttempts === 0 ? (
        <EmptyState
          icon="trending"
          title="No activity in this range"
          message="Page views and sign-in attempts appear here as people use the site."
        />
      ) : (
        <EventsChart days={query.data.days} />
      );
  }

  return (
    <section className="admin-card" aria-labelledby="analytics-title">
      <div className="admin-card__head">
        <h2 id="analytics-title" className="admin-card__title">
          Analytics
        </h2>
        <ChoiceGroup<Range>
          legend="Range"
          hideLegend
          choices={RANGES}
          value={range}
          onChange={setRange}
        />
      </div>
      {body}
    </section>
  );
}
