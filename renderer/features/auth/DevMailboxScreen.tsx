import { useState } from 'react';
import { Link } from '../../components/Link';
import type { MailboxMessage } from '#shared/api/auth';
import { getAuthConfig, getDevMailbox } from '#shared/api/client/account';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { NotFoundScreen } from '../pages/NotFoundScreen';
import { TextField } from '../../components/FormField';
import { OwnMails } from './OwnMails';
import './DevMailboxScreen.css';

const KINDS: Record<string, { label: string; action: string }> = {
  VERIFY_EMAIL: { label: 'Email verification', action: 'Verify email' },
  PASSWORD_RESET: { label: 'Password reset', action: 'Reset password' },
  RECOVER_EMAIL: { label: 'Email recovery', action: 'Recover email' },
  VERIFY_AND_CHANGE_EMAIL: { label: 'Email change', action: 'Confirm new email' },
};

/** The same link through our own screen, kept inside the app's router. */
function localPath(appLink: string): string {
  const url = new URL(appLink, window.location.origin);
  return `${url.pathname}${url.search}`;
}

function Message({ message }: { message: MailboxMessage }) {
  const kind = KINDS[message.requestType] ?? {
    label: message.requestType,
    action: 'Open link',
  };
  return (
    <li className="mailbox-item">
      <div className="mailbox-item__text">
        <span className="mailbox-item__kind">{kind.label}</span>
        <span className="mailbox-item__email">{message.email}</span>
      </div>
      <Link
        className="btn btn--primary btn--sm"
        to={localPath(message.appLink)}
        aria-label={`${kind.action} for ${message.email}`}
      >
        {kind.action}
      </Link>
    </li>
  );
}

function Mailbox() {
  const [filter, setFilter] = useState('');
  // A new key per visit: the mailbox changes behind the query cache's back.
  const [visit] = useState(() => Math.random().toString(36).slice(2));
  const mailbox = useApiQuery(`dev-mailbox:${visit}`, (api, signal) =>
    getDevMailbox(api, signal),
  );
  const needle = filter.trim().toLowerCase();
  const own = (mailbox.data?.mails ?? []).filter(mail =>
    mail.to.toLowerCase().includes(needle),
  );
  const messages = (mailbox.data?.messages ?? []).filter(message =>
    message.email.toLowerCase().includes(needle),
  );
  return (
    <div className="container mailbox-page">
      <PageHeader
        title="Dev mailbox"
        subtitle="Emails the local Firebase Auth emulator would have sent, and our own update notices, newest first. Only available while running against the emulator."
      >
        <Button variant="secondary" onClick={mailbox.reload}>
          Refresh
        </Button>
      </PageHeader>
      <TextField
        id="mailbox-filter"
        label="Filter by email"
        type="search"
        value={filter}
        onChange={event => setFilter(event.target.value)}
        maxLength={254}
      />
      {mailbox.loading ? (
        <div className="mailbox-list" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : mailbox.error ? (
        <ErrorState message={mailbox.error.message} onRetry={mailbox.reload} />
      ) : messages.length === 0 && own.length > 0 ? null : messages.length === 0 ? (
        <EmptyState
          icon="mail"
          title="No emails yet"
          message={
            needle
              ? 'No email was sent to an address matching this filter.'
              : 'Sign up or ask for a password reset, then refresh this page.'
          }
        />
      ) : (
        <ul className="mailbox-list" aria-label="Emails">
          {messages.map(message => (
            <Message key={message.oobCode} message={message} />
          ))}
        </ul>
      )}
      <OwnMails mails={own} />
    </div>
  );
}

/** /dev/mailbox: only when the server runs against the Auth emulator; a 404 otherwise. */
export function DevMailboxScreen() {
  usePageHead('Dev mailbox');
  const config = useApiQuery('auth-config', api => getAuthConfig(api));
  if (config.loading) {
    return (
      <div className="container mailbox-page" aria-busy="true">
        <Skeleton height={120} />
      </div>
    );
  }
  if (config.error) {
    return (
      <div className="container mailbox-page">
        <ErrorState
          message={config.error.message}
          onRetry={config.reload}
          headingLevel={1}
        />
      </div>
    );
  }
  if (config.data?.mode !== 'emulator') return <NotFoundScreen />;
  return <Mailbox />;
}
