import { formatDay } from '#shared/format';
import { getBetaUsers, updateBetaWaitlist } from '#shared/api/client/admin';
import { useApi } from '../../api/ApiContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useRowUpdates } from './useRowUpdates';

/** GET /admin/get-beta-users; the switch puts an applicant on or off the waitlist. */
export function BetaUsersList() {
  const api = useApi();
  const query = useApiQuery('admin-beta-users', (client, signal) =>
    getBetaUsers(client, signal),
  );
  const waitlist = useRowUpdates<boolean>();

  let body;
  if (query.loading) {
    body = (
      <div className="admin-loading" role="status" aria-label="Loading beta users">
        {[0, 1, 2].map(row => (
          <Skeleton key={row} height={44} />
        ))}
      </div>
    );
  } else if (query.error || !query.data) {
    body = (
      <ErrorState
        title="Beta users could not be loaded"
        message={query.error?.message ?? 'No answer from the server.'}
        onRetry={query.reload}
      />
    );
  } else if (query.data.betaUsers.length === 0) {
    body = (
      <EmptyState
        icon="zap"
        title="No beta applications yet"
        message="Makers who apply from the waitlist screen appear here."
      />
    );
  } else {
    body = (
      <ul className="beta-list" aria-label="Beta applications">
        {query.data.betaUsers.map(entry => {
          const onList = waitlist.values[entry.email] ?? entry.waitlist;
          return (
            <li key={entry.email} className="beta-list__item">
              <div className="beta-list__who">
                <strong>{entry.email}</strong>
                <a href={entry.profileLink} target="_blank" rel="noopener noreferrer">
                  {entry.profileLink}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <span className="admin-table__sub">
                  Applied {formatDay(entry.createdAt)}
                </span>
              </div>
              <label className="beta-list__toggle">
                <input
                  type="checkbox"
                  role="switch"
                  checked={onList}
                  disabled={waitlist.pending[entry.email] === true}
                  aria-label={`Waitlist ${entry.email}`}
                  onChange={event => {
                    const next = event.target.checked;
                    void waitlist.apply(
                      entry.email,
                      next,
                      onList,
                      () => updateBetaWaitlist(api, entry.email, next),
                      next
                        ? `${entry.email} is on the waitlist`
                        : `${entry.email} may now publish`,
                    );
                  }}
                />
                <span aria-hidden="true">{onList ? 'On waitlist' : 'Approved'}</span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="admin-card" aria-labelledby="beta-title">
      <div className="admin-card__head">
        <h2 id="beta-title" className="admin-card__title">
          Beta programme
        </h2>
      </div>
      {body}
    </section>
  );
}
