import { Outlet } from 'react-router-dom';
import { checkBeta } from '#shared/api/client/account';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../hooks/useApiQuery';
import { WaitlistScreen } from './WaitlistScreen';
import './BetaGate.css';

/**
 * Spec §2/§4: the add and edit extension screens open only once the beta check
 * for this email has finished and says the user is not on the waitlist. An
 * email that never applied answers `registered: false`, with `waitlist` set by
 * the server's BETA_ACCESS policy, so that case offers the application form.
 */
export function BetaGate({ email }: { email: string }) {
  const check = useApiQuery(`beta-check:${email}`, (api, signal) =>
    checkBeta(api, email, signal),
  );
  if (check.loading) {
    return (
      <div className="beta-gate__loading">
        <Spinner label="Checking your beta access" size={28} />
        <p aria-hidden="true">Checking your beta access…</p>
      </div>
    );
  }
  if (check.error || !check.data) {
    return (
      <ErrorState
        headingLevel={1}
        title="We could not check your beta access"
        message={check.error?.message ?? 'The beta check did not answer.'}
        onRetry={check.reload}
      />
    );
  }
  const { waitlist, registered } = check.data.message;
  if (waitlist) {
    return (
      <WaitlistScreen email={email} registered={registered} onApplied={check.reload} />
    );
  }
  return <Outlet />;
}
