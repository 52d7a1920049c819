import { useState, type FormEvent } from 'react';
import { ButtonLink, Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { ActionProblem } from './ActionProblem';
import { AuthAlert } from './AuthAlert';
import type { FirebaseClient } from './firebase-client';
import { validateNewPassword } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';
import { useActionCode } from './useActionCode';
import { useFirebaseTask } from './useFirebaseTask';
import { Checking } from './Checking';

const CODE_PROBLEMS = new Set([
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/user-disabled',
  'auth/user-not-found',
]);

const confirm = (client: FirebaseClient, oobCode: string, password: string) =>
  client.confirmReset(oobCode, password);

/** resetPassword: check the code, then ask for the new password (spec §5 rule). */
export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const check = useActionCode(`resetPassword:${oobCode}`, client =>
    client.verifyResetCode(oobCode),
  );
  const { state, run } = useFirebaseTask(confirm);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateNewPassword(password, again) : {};

  if (check.status === 'running') return <Checking label="Checking your link" />;
  if (check.status === 'failed') {
    return <ActionProblem code={check.code} detail={check.message} />;
  }
  if (state.status === 'failed' && state.code && CODE_PROBLEMS.has(state.code)) {
    return <ActionProblem code={state.code} />;
  }
  if (state.status === 'done') {
    return (
      <EmptyState
        headingLevel={1}
        icon="check"
        title="Your password has been changed"
        message="Sign in with your new password."
        action={<ButtonLink to="/login">Sign in</ButtonLink>}
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateNewPassword(password, again)).length > 0) return;
    void run(oobCode, password);
  };
  const busy = state.status === 'running';
  return (
    <form
      className="form-stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="reset-title"
    >
      <h1 className="login-title" id="reset-title">
        Choose a new password
      </h1>
      <p className="login-lead">
        For <strong>{check.value}</strong>
      </p>
      {state.status === 'failed' && <AuthAlert error={state.error} />}
      <input type="email" hidden readOnly autoComplete="username" value={check.value} />
      <NewPasswordFields
        idPrefix="reset-password"
        password={password}
        confirm={again}
        onPassword={setPassword}
        onConfirm={setAgain}
        errors={errors}
      />
      <div className="form-submit">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner label="Saving" size={16} />}
          Save new password
        </Button>
      </div>
    </form>
  );
}
