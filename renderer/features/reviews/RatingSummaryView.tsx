import type { RatingSummary } from '#shared/api/reviews';
import { formatAverage } from '#shared/format';
import { compatibilityRows, distributionRows, ratingSentence } from './review-form';
import { Stars } from './Stars';

/** The average, the count and the 1-5 distribution of the visible reviews. */
export function RatingOverview({ summary }: { summary: RatingSummary }) {
  const sentence = ratingSentence(summary.average, summary.count);
  return (
    <div className="rating-overview">
      <div className="rating-overview__score">
        <span className="rating-overview__average" aria-hidden="true">
          {summary.average === null ? '–' : formatAverage(summary.average)}
        </span>
        <Stars value={summary.average ?? 0} label={sentence} />
        <span className="rating-overview__count">
          {summary.count === 1 ? '1 review' : `${summary.count} reviews`}
        </span>
      </div>
      <table className="rating-bars">
        <caption className="visually-hidden">Reviews per star rating</caption>
        <tbody>
          {distributionRows(summary).map(row => (
            <tr key={row.stars}>
              <th scope="row">{row.stars} ★</th>
              <td>
                <span className="rating-bars__track" aria-hidden="true">
                  <span
                    className="rating-bars__fill"
                    style={{ width: `${row.percent}%` }}
                  />
                </span>
              </td>
              <td className="rating-bars__count">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Per builder: what reviewers report (works / doesn't) beside the maker's own
 * "Works with" claim, so a buyer sees at once whether it runs in their builder.
 */
export function CompatibilityTable({ summary }: { summary: RatingSummary }) {
  const rows = compatibilityRows(summary);
  if (rows.length === 0) return null;
  return (
    <div className="compat">
      <h3 className="compat__title" id="compat-title">
        Builder compatibility
      </h3>
      <div
        className="compat__scroll"
        role="region"
        aria-labelledby="compat-title"
        tabIndex={0}
      >
        <table className="compat__table" aria-labelledby="compat-title">
          <thead>
            <tr>
              <th scope="col">Builder</th>
              <th scope="col">Maker says</th>
              <th scope="col">Reviewers say</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(row => (
              <tr key={row.builder} data-builder={row.builder}>
                <th scope="row">{row.label}</th>
                <td>{row.claimed ? 'Works with' : 'Not listed'}</td>
                <td className="compat__reviewers">
                  <span className="compat__counts">
                    {row.works} {row.works === 1 ? 'works' : 'work'} · {row.fails}{' '}
                    {row.fails === 1 ? 'doesn’t' : 'don’t'}
                  </span>{' '}
                  <span
                    className={`compat__verdict compat__verdict--${
                      row.works + row.fails === 0
                        ? 'none'
                        : row.works > row.fails
                          ? 'ok'
                          : 'bad'
                    }`}
                  >
                    {row.verdict}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
