/**
 * Manage users › Reports: what visitors reported, open first by default. An admin
 * resolves a report (with an optional note) or unpublishes the extension with a
 * message its author reads in My Extensions; each card then says who did what, when.
 */
import { useId, useState } from 'react';
import { Link } from '../../components/Link';
import {
  listReports,
  resolveReport,
  unpublishReported,
} from '#shared/api/client/reports';
import { toApiError } from '#shared/api/client/http';
import type { AdminReport } from '#shared/api/reports';
import {
  REPORT_LIMITS,
  REPORT_STATUSES,
  validateModerationMessage,
  type ReportStatus,
} from '#shared/domain/report';
import { formatDate } from '#shared/format';
import { useApi } from '../../api/ApiContext';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { TextAreaField } from '../../components/FormField';
import { ModalDialog } from '../../components/ModalDialog';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast-store';
import { useApiQuery } from '../../hooks/useApiQuery';
import './AdminReports.css';

const PAGE = 20;
type Action = { kind: 'resolve' | 'unpublish'; report: AdminReport };

export function AdminReports() {
  const [status, setStatus] = useState<ReportStatus | ''>('open');
  const [skip, setSkip] = useState(0);
  const [action, setAction] = useState<Action | null>(null);
  const query = useApiQuery(`admin-reports:${status}:${skip}`, (api, signal) =>
    listReports(api, { ...(status ? { status } : {}), skip, limit: PAGE }, signal),
  );
  const data = query.data;
  return (
    <section className="admin-card" aria-labelledby="admin-reports-title">
      <div className="admin-card__head">
        <h2 id="admin-reports-title" className="admin-card__title">
          Reports{data ? ` (${data.open} open)` : ''}
        </h2>
        <Select
          label="Status"
          value={status}
          onChange={event => {
            const next = REPORT_STATUSES.find(value => value === event.target.value);
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
          title="Reports could not be loaded"
          message={query.error.message}
          onRetry={query.reload}
        />
      ) : !data ? (
        <div role="status" aria-label="Loading reports">
          <Skeleton height={160} />
        </div>
      ) : data.reports.length === 0 ? (
        <p className="admin-card__note">
          {status === 'open' ? 'No open reports. Nothing to moderate.' : 'No reports.'}
        </p>
      ) : (
        <>
          <ul className="report-list">
            {data.reports.map(report => (
              <ReportItem key={report.id} report={report} onAction={setAction} />
            ))}
          </ul>
          {data.total > PAGE && (
            <div className="admin-card__head">
              <p className="admin-card__note">
                {skip + 1}–{skip + data.reports.length} of {data.total}
              </p>
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
            </div>
          )}
        </>
      )}
      {action && (
        <ActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            query.reload();
          }}
        />
      )}
    </section>
  );
}

function ReportItem({
  report,
  onAction,
}: {
  report: AdminReport;
  onAction: (action: Action) => void;
}) {
  const titleId = useId();
  const { extension, resolution } = report;
  return (
    <li className="report-item" aria-labelledby={titleId}>
      <div className="report-item__head">
        <h3 id={titleId} className="report-item__title">
          {report.reason}:{' '}
          <Link to={`/extension/${extension.slug}`}>{extension.name}</Link>
        </h3>
        <span className={`report-item__status report-item__status--${report.status}`}>
          {report.status === 'open' ? 'Open' : 'Resolved'}
        </span>
      </div>
      <p className="report-item__meta">
        by @{extension.authorUsername}
        {extension.published ? '' : ' · unpublished'} · reported{' '}
        {formatDate(report.createdAt)} by{' '}
        <a href={`mailto:${report.email}`}>{report.email}</a>
        {report.count > 1 &&
          ` · sent ${report.count} times, last ${formatDate(report.lastReportedAt)}`}
      </p>
      <p className="report-item__details">{report.details}</p>
      {resolution ? (
        <p className="report-item__resolution">
          {resolution.action === 'unpublished' ? 'Unpublished' : 'Resolved'} by{' '}
          {resolution.by} on {formatDate(resolution.at)}
          {resolution.note && (
            <>
              {resolution.action === 'unpublished' ? '. Message to the author: ' : ': '}
              <q>{resolution.note}</q>
            </>
          )}
        </p>
      ) : (
        <div className="report-item__actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAction({ kind: 'resolve', report })}
          >
            Resolve
          </Button>
          {extension.published && (
            <Button
              size="sm"
              variant="danger"
              onClick={() => onAction({ kind: 'unpublish', report })}
            >
              Unpublish extension
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function ActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: Action;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const unpublish = action.kind === 'unpublish';
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const submit = async () => {
    const problem = unpublish ? validateModerationMessage(text) : undefined;
    if (problem) {
      setError(problem);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (unpublish) await unpublishReported(api, action.report.id, text);
      else await resolveReport(api, action.report.id, text);
      void toast(
        unpublish
          ? `${action.report.extension.name} is unpublished; its author sees your message.`
          : 'Report resolved.',
        { theme: 'success' },
      );
      onDone();
    } catch (failure) {
      setError(toApiError(failure).message);
      setBusy(false);
    }
  };
  const limit = unpublish ? REPORT_LIMITS.message.max : REPORT_LIMITS.note.max;
  return (
    <ModalDialog
      open
      title={
        unpublish ? `Unpublish ${action.report.extension.name}?` : 'Resolve this report?'
      }
      className="confirm-dialog--form"
      busy={busy}
      onCancel={onClose}
    >
      <form
        className="form-stack"
        noValidate
        onSubmit={event => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="confirm-dialog__body">
          {unpublish
            ? 'It leaves the catalogue at once and every open report of it is closed. Tell the author why; they read it in My Extensions.'
            : 'The extension stays as it is. A note helps the next moderator.'}
        </p>
        <TextAreaField
          id={fieldId}
          label={unpublish ? 'Message to the author' : 'Note (optional)'}
          rows={4}
          value={text}
          maxLength={limit}
          error={error || undefined}
          counter={{ length: text.trim().length, max: limit }}
          onChange={event => setText(event.target.value)}
        />
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={unpublish ? 'danger' : 'primary'}
            disabled={busy}
          >
            {unpublish ? 'Unpublish' : 'Resolve'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
