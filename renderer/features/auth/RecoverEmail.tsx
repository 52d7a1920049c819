import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { toast } from '../../components/toast-store';
import { ActionProblem } from './ActionProblem';
import { AuthAlert } from './AuthAlert';
import { Checking } from './Checking';
import type { FirebaseClient } from './firebase-client';
import { useActionCode } from './useActionCode';
import { useFirebaseTask } from './useFirebaseTask';

const sendReset = (client: FirebaseClient, email: string) =>
  client.sendPasswordReset(email);

/** recoverEmail: undo an email change, then offer a password reset in case of a takeover. */
export function RecoverEmail({ oobCode }: { oobCode: string }) {
  const result = useActionCode(`recoverEmail:${oobCode}`, async client => {
    const details = await client.checkActionCode(oobCode);
    await client.applyActionCode(oobCode);
    return details.email;
  });
  const reset = useFirebaseTask(sendReset);

  if (result.status === 'running') return <Checking label="Restoring your email" />;
  if (result.status === 'failed') {
    return <ActionProblem code={result.code} detail={result.message} />;
  }
  const email = result.value;
  const sendLink = async () => {
    const sent = await reset.run(email);
    if (sent.status === 'done') {
      void toast(
        'Your password reset link has been sent; please check your email and spam.',
        {
          theme: 'success',
        },
      );
    }
  };
  return (
    <>
      <EmptyState
        headingLevel={1}
        icon="check"
        title="Your email has been restored"
        message={
          <>
            Your sign-in email is <strong>{email}</strong> again. If you did not ask for
            the change, choose a new password now.
          </>
        }
        action={
          <div className="confirm-actions">
            <Button
              onClick={() => void sendLink()}
              disabled={reset.state.status === 'running' || reset.state.status === 'done'}
            >
              {reset.state.status === 'done'
                ? 'Reset link sent'
                : 'Send a password reset link'}
            </Button>
            <ButtonLink to="/login" variant="secondary">
              Sign in
            </ButtonLink>
          </div>
        }
      />
      {reset.state.status === 'failed' && <AuthAlert error={reset.state.error} />}
    </>
  );
}
