/**
 * /unsubscribe?token=…: the page an update email's unsubscribe link opens, signed
 * in or not (the signed token is the proof). Opening it changes nothing (mail
 * scanners follow links); it says what the link stops, and one click does it.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmUnsubscribe, getUnsubscribeInfo } from '#shared/api/client/notices';
import { toApiError } from '#shared/api/client/http';
import type { UnsubscribeInfo } from '#shared/api/notices';
import { useApi } from '../../api/ApiContext';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { usePageHead } from '../../hooks/usePageHead';

function what(info: UnsubscribeInfo): string {
  return info.scope === 'all' || !info.extensionName
    ? 'update notices for every extension'
    : `update notices for ${info.extensionName}`;
}

export function UnsubscribeScreen() {
  usePageHead('Unsubscribe');
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [info, setInfo] = useState<UnsubscribeInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getUnsubscribeInfo(api, token, controller.signal).then(
      setInfo,
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(toApiError(failure).message);
      },
    );
    return () => controller.abort();
  }, [api, token]);

  const confirm = async () => {
    setBusy(true);
    try {
      setInfo(await confirmUnsubscribe(api, token));
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (error) {
    body = (
      <ErrorState headingLevel={1} title="This link does not work" message={error} />
    );
  } else if (!info) {
    body = <Skeleton height={160} />;
  } else if (info.unsubscribed) {
    body = (
      <EmptyState
        headingLevel={1}
        icon="check"
        title="You are unsubscribed"
        message={`${info.email} gets no more ${what(info)}. Turn them back on in your account preferences.`}
        action={
          <ButtonLink to="/dashboard/account/preferences" variant="secondary">
            Notice settings
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <EmptyState
        headingLevel={1}
        icon="mail"
        title="Unsubscribe?"
        message={`Stop ${what(info)} to ${info.email}.`}
        action={
          <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
            Unsubscribe
          </Button>
        }
      />
    );
  }
  return <div className="container unsubscribe-page">{body}</div>;
}
