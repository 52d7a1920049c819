/**
 * Manage users › Reports › Reported reviews (issue 21): reviews that signed-in users
 * reported, open first. Hiding a review closes its reports and takes it out of
 * every rating figure; a hidden review can be shown again from the resolved list.
 */
import { useId, useState } from 'react';
import { Link } from '../../components/Link';
import { listReviewReports, setReviewHidden } from '#shared/api/client/reviews';
import { toApiError } from '#shared/api/client/http';
import { PLATFORM_LABELS } from '#shared/constants';
import type { AdminReviewReport } from '#shared/api/reviews';
import { REVIEW_REPORT_STATUSES, type ReviewReportStatus } from '#shared/domain/reviews';
import { formatDate } from '#shared/format';
import { useApi } from '../../api/ApiContext';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast-store';
import { useApiQuery } from '../../hooks/useApiQuery';
import './AdminReports.css';

const PAGE = 20;

export function AdminReviewReports() {
  const [status, setStatus] = useState<ReviewReportStatus | ''>('open');
  const [skip, setSkip] = useState(0);
  const query = useApiQuery(`admin-review-reports:${status}:${skip}`, (api, signal) =>
    listReviewReports(api, { ...(status ? { status } : {}), skip, limit: PAGE }, signal),
  );
  const data = query.data;
  return (
    <section className="admin-card" aria-labelledby="admin-review-reports-title">
      <div className="admin-card__head">
        <h2 id="admin-review-reports-title" className="admin-card__title">
          Reported reviews{data ? ` (${data.open} open)` : ''}
        </h2>
        <Select
          label="Review report status"
          value={status}
          onChange={event => {
            const next = REVIEW_REPORT_STATUSES.find(
              value => value === event.target.value,
            );
            setStatus(next ?? '');
            setSkip(0);
          }}
        >
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="">All</option>
        </Select>
      </div>
      {query.error ? (
        <ErrorState
          title="Reported reviews could not be loaded"
          message={query.error.message}
          onRetry={query.reload}
        />
      ) : !data ? (
        <div role="status" aria-label="Loading reported reviews">
          <Skeleton height={120} />
        </div>
      ) : data.reports.length === 0 ? (
        <p className="admin-card__note">
          {status === 'open' ? 'No reported reviews to look at.' : 'No reported reviews.'}
        </p>
      ) : (
        <>
          <ul className="report-list">
            {data.reports.map(report => (
              <ReviewReportItem key={report.id} report={report} onDone={query.reload} />
            ))}
          </ul>
          {data.total > PAGE && (
            <div className="admin-pager">
              <Button
                variant="secondary"
                size="sm"
                disabled={skip === 0}
                onClick={() => setSkip(Math.max(0, skip - PAGE))}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={skip + PAGE >= data.total}
                onClick={() => setSkip(skip + PAGE)}
              >
                Next
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function ReviewReportItem({
  report,
  onDone,
}: {
  report: AdminReviewReport;
  onDone: () => void;
}) {
  const api = useApi();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const { review, extension } = report;
  const toggle = async () => {
    setBusy(true);
    try {
      await setReviewHidden(api, review.id, !review.hidden);
      void toast(review.hidden ? 'The review is shown again.' : 'The review is hidden.', {
        theme: 'success',
      });
      onDone();
    } catch (error) {
      void toast(toApiError(error).message, { theme: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="report-item" aria-labelledby={titleId}>
      <div className="report-item__head">
        <h3 id={titleId} className="report-item__title">
          Review of <Link to={`/extension/${extension.slug}`}>{extension.name}</Link> by{' '}
          {review.author.name || review.author.username}
        </h3>
        <span className={`report-item__status report-item__status--${report.status}`}>
          {review.hidden ? 'Hidden' : report.status === 'open' ? 'Open' : 'Resolved'}
        </span>
      </div>
      <p className="report-item__meta">
        {review.rating} of 5 stars · {PLATFORM_LABELS[review.builder]}{' '}
        {review.builderVersion} · reported {formatDate(report.createdAt)} by @
        {report.reporter}
      </p>
      <p className="report-item__details">{review.body}</p>
      {report.details && (
        <p className="report-item__meta">
          Reporter says: <q>{report.details}</q>
        </p>
      )}
      <div className="report-item__actions">
        <Button
          size="sm"
          variant={review.hidden ? 'secondary' : 'danger'}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {review.hidden ? 'Unhide review' : 'Hide review'}
        </Button>
      </div>
    </li>
  );
}
