import { formatCount } from '#shared/format';
import type { AboutAllResponse } from '#shared/api/extensions';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import type { ApiQuery } from '../../hooks/useApiQuery';
import './AboutScreen.css';

const STATS = [
  { key: 'extensions', label: 'Extensions' },
  { key: 'makers', label: 'Makers' },
  { key: 'downloads', label: 'Downloads' },
] as const;

/** Live catalogue totals; a failure stays small because the rest of the page still helps. */
export function AboutStats({ query }: { query: ApiQuery<AboutAllResponse> }) {
  const { data, error, reload } = query;
  if (error) {
    return (
      <div className="about-stats about-stats--error" role="alert">
        <p>The live catalogue totals could not be loaded. {error.message}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <dl className="about-stats" aria-busy={data ? undefined : true}>
      {STATS.map(stat => (
        <div className="about-stats__item" key={stat.key}>
          <dt className="about-stats__label">{stat.label}</dt>
          <dd className="about-stats__value">
            {data ? (
              formatCount(data[stat.key])
            ) : (
              <>
                <Skeleton width="3ch" height="1em" className="about-stats__skeleton" />
                <span className="visually-hidden">Loading</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
