import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { usePageHead } from '../../hooks/usePageHead';
import { useAtomValue } from '../../state/jotai';
import { ActionProblem } from './ActionProblem';
import { authAtom } from './auth-atoms';
import { Checking } from './Checking';
import { RecoverEmail } from './RecoverEmail';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useActionCode } from './useActionCode';
import './login.css';

const MODES = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
type Mode = (typeof MODES)[number];

function VerifyEmail({ oobCode }: { oobCode: string }) {
  const signedIn = useAtomValue(authAtom).status === 'signedIn';
  const result = useActionCode(`verifyEmail:${oobCode}`, client =>
    client.applyActionCode(oobCode),
  );
  if (result.status === 'running') return <Checking label="Verifying your email" />;
  if (result.status === 'failed') {
    return <ActionProblem code={result.code} detail={result.message} />;
  }
  return (
    <EmptyState
      headingLevel={1}
      icon="check"
      title="Your email is verified"
      message="Thank you. You can now sign in to AIX Market."
      action={
        signedIn ? (
          <ButtonLink to="/dashboard/account">Go to your account</ButtonLink>
        ) : (
          <ButtonLink to="/login">Sign in</ButtonLink>
        )
      }
    />
  );
}

/**
 * /confirm-identity/action: the email links of the identity provider
 * (verifyEmail, resetPassword, recoverEmail) land here with `mode` and `oobCode`.
 */
export function ConfirmIdentityScreen() {
  const [params] = useSearchParams();
  const modeParam = params.get('mode');
  const mode = MODES.find(value => value === modeParam);
  const oobCode = params.get('oobCode')?.trim() ?? '';
  usePageHead(titleFor(mode));
  return (
    <div className="container login-page">
      <div className="form-card login-card" aria-live="polite">
        {!mode || oobCode === '' ? (
          <ActionProblem code="missing" />
        ) : mode === 'verifyEmail' ? (
          <VerifyEmail key={oobCode} oobCode={oobCode} />
        ) : mode === 'resetPassword' ? (
          <ResetPasswordForm key={oobCode} oobCode={oobCode} />
        ) : (
          <RecoverEmail key={oobCode} oobCode={oobCode} />
        )}
      </div>
    </div>
  );
}

function titleFor(mode: Mode | undefined): string {
  if (mode === 'resetPassword') return 'Choose a new password';
  if (mode === 'recoverEmail') return 'Restore your email';
  return 'Verify your email';
}
