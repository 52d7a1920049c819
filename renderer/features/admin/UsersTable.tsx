import { useState } from 'react';
import type { Role } from '#shared/api/account';
import { formatDay } from '#shared/format';
import { listUsers, updateUserRole } from '#shared/api/client/admin';
import { useApi } from '../../api/ApiContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useRowUpdates } from './useRowUpdates';

const PAGE_SIZE = 50;
const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

/** GET /admin/users with a search box; each row's role can be changed. */
export function UsersTable({ selfEmail }: { selfEmail: string }) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const query = useApiQuery(`admin-users:${term}`, (client, signal) =>
    listUsers(client, { search: term || undefined, limit: PAGE_SIZE }, signal),
  );
  const roles = useRowUpdates<Role>();

  let body;
  if (query.loading) {
    body = (
      <div className="admin-loading" role="status" aria-label="Loading users">
        {[0, 1, 2, 3].map(row => (
          <Skeleton key={row} height={44} />
        ))}
      </div>
    );
  } else if (query.error || !query.data) {
    body = (
      <ErrorState
        title="Users could not be loaded"
        message={query.error?.message ?? 'No answer from the server.'}
        onRetry={query.reload}
      />
    );
  } else if (query.data.users.length === 0) {
    body = (
      <EmptyState
        icon="user"
        title={term ? 'No users match' : 'No users yet'}
        message={term ? `Nobody's email or username contains “${term}”.` : undefined}
      />
    );
  } else {
    const { users, total } = query.data;
    body = (
      <>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Email</th>
                <th scope="col">Joined</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {users.map(user => {
                const role = roles.values[user.email] ?? user.role;
                const self = user.email === selfEmail;
                return (
                  <tr key={user.id}>
                    <td>
                      <strong>{user.name || user.username}</strong>
                      <span className="admin-table__sub">@{user.username}</span>
                    </td>
                    <td>{user.email}</td>
                    <td>{formatDay(user.createdAt)}</td>
                    <td>
                      <Select
                        label={`Role of ${user.email}`}
                        hideLabel
                        value={role}
                        disabled={self || roles.pending[user.email] === true}
                        title={self ? 'You cannot change your own role' : undefined}
                        onChange={event => {
                          const next = event.target.value === 'admin' ? 'admin' : 'user';
                          void roles.apply(
                            user.email,
                            next,
                            role,
                            () => updateUserRole(api, user.email, next),
                            `${user.email} is now ${next === 'admin' ? 'an admin' : 'a regular user'}`,
                          );
                        }}
                      >
                        {(['user', 'admin'] as const).map(value => (
                          <option key={value} value={value}>
                            {ROLE_LABELS[value]}
                          </option>
                        ))}
                      </Select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {total > users.length && (
          <p className="admin-card__note">
            Showing the newest {users.length} of {total} users; search to find others.
          </p>
        )}
      </>
    );
  }

  return (
    <section className="admin-card" aria-labelledby="users-title">
      <div className="admin-card__head">
        <h2 id="users-title" className="admin-card__title">
          Users
        </h2>
        <div className="admin-search">
          <label htmlFor="admin-user-search" className="visually-hidden">
            Search users by email or username
          </label>
          <input
            id="admin-user-search"
            type="search"
            className="form-field__control"
            placeholder="Search email or username"
            value={search}
            maxLength={100}
            onChange={event => setSearch(event.target.value)}
          />
        </div>
      </div>
      {body}
    </section>
  );
}
