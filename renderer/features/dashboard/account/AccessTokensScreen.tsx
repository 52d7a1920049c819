/**
 * /dashboard/account/tokens: a maker's access tokens for the desktop studio and the
 * `aix-market` command line. A new token is shown once, with a copy button and the
 * command that uses it; the list shows names and dates, and revokes.
 */
import { useState, type FormEvent } from 'react';
import type { CreatedToken } from '#shared/api/tokens';
import { toApiError } from '#shared/api/client/http';
import { createToken, listTokens, revokeToken } from '#shared/api/client/tokens';
import { formatDate } from '#shared/format';
import { useApi } from '../../../api/ApiContext';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { ErrorState } from '../../../components/ErrorState';
import { TextField } from '../../../components/FormField';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast-store';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { usePageHead } from '../../../hooks/usePageHead';

const LIFETIMES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'One year' },
  { value: '', label: 'No expiry' },
] as const;

export function AccessTokensScreen() {
  usePageHead('Access tokens');
  const api = useApi();
  const query = useApiQuery('access-tokens', (client, signal) =>
    listTokens(client, signal),
  );
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '')
      return setProblem('Give the token a name, like “Laptop CLI”.');
    setBusy(true);
    setProblem(undefined);
    createToken(api, {
      name: name.trim(),
      ...(days ? { expiresInDays: Number(days) } : {}),
    })
      .then(answer => {
        setCreated(answer);
        setName('');
        query.reload();
      })
      .catch((error: unknown) => setProblem(toApiError(error).message))
      .finally(() => setBusy(false));
  };

  const revoke = (id: string, label: string) => {
    revokeToken(api, id)
      .then(() => {
        void toast(`Revoked “${label}”.`, { theme: 'success' });
        query.reload();
      })
      .catch((error: unknown) => void toast(toApiError(error).message));
  };

  return (
    <section className="account-card" aria-labelledby="tokens-title">
      <h2 id="tokens-title" className="account-card__title">
        Access tokens
      </h2>
      <p className="account-card__lead">
        For the desktop studio and the <code>aix-market</code> command line: a token can
        upload, publish, order and download as you, and nothing else. Revoke any you no
        longer use.
      </p>
      <p className="account-card__lead">
        Tokens keep working after you change your password. If you change it because
        someone else may know it, revoke your tokens here too.
      </p>
      <form className="tokens-form" onSubmit={submit} noValidate>
        <TextField
          id="token-name"
          label="Name"
          value={name}
          maxLength={60}
          error={problem}
          onChange={event => setName(event.target.value)}
          disabled={busy}
        />
        <Select
          label="Expires"
          value={days}
          onChange={event => setDays(event.target.value)}
        >
          {LIFETIMES.map(item => (
            <option key={item.label} value={item.value}>
              {item.label}
            </option>
          ))}
        </Select>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create token'}
        </Button>
      </form>
      {created && (
        <div className="tokens-created" role="status">
          <p>
            <strong>Copy “{created.token.name}” now:</strong> it is shown only once.
          </p>
          <p className="tokens-created__value">
            <code data-testid="new-token">{created.value}</code>
            <CopyButton text={created.value} label="Copy token" />
          </p>
          <p className="account-card__lead">
            Use it with <code>AIX_MARKET_TOKEN=… aix-market publish my.aix</code> or{' '}
            <code>aix-market login</code>.
          </p>
        </div>
      )}
      {query.error ? (
        <ErrorState
          title="Your tokens could not be loaded"
          message={query.error.message}
          onRetry={query.reload}
        />
      ) : !query.data ? (
        <Skeleton height={80} />
      ) : query.data.length === 0 ? (
        <p className="account-card__lead">No access tokens yet.</p>
      ) : (
        <ul className="tokens-list" aria-label="Your access tokens">
          {query.data.map(token => (
            <li key={token.id} className="tokens-list__item">
              <div>
                <strong>{token.name}</strong>
                <p className="account-card__lead">
                  Created {formatDate(token.createdAt)} · last used{' '}
                  {token.lastUsedAt ? formatDate(token.lastUsedAt) : 'never'} ·{' '}
                  {token.expiresAt
                    ? `expires ${formatDate(token.expiresAt)}`
                    : 'no expiry'}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Revoke ${token.name}`}
                onClick={() => revoke(token.id, token.name)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
