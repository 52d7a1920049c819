import { useState, type FormEvent } from 'react';
import { validateEmail } from '#shared/domain/validation';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/toast-store';
import { AuthAlert } from './AuthAlert';
import type { FirebaseClient } from './firebase-client';
import { useFirebaseTask } from './useFirebaseTask';
import { TextField } from '../../components/FormField';

export const RESET_SENT_MESSAGE =
  'Your password reset link has been sent; please check your email and spam.';

const sendReset = (client: FirebaseClient, email: string) =>
  client.sendPasswordReset(email);

/** Sends the provider's password-reset email; its link comes back to /confirm-identity/action. */
export function ForgotPassword({
  initialEmail,
  onDone,
}: {
  initialEmail: string;
  onDone: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const { state, run } = useFirebaseTask(sendReset);
  const error = submitted ? validateEmail(email.trim()) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email.trim())) return;
    const result = await run(email.trim());
    if (result.status === 'done') void toast(RESET_SENT_MESSAGE, { theme: 'success' });
  };

  if (state.status === 'done') {
    return (
      <div className="form-stack" role="status">
        <p>
          {RESET_SENT_MESSAGE} The link was sent to <strong>{email.trim()}</strong>.
        </p>
        <div className="form-submit">
          <Button variant="secondary" onClick={onDone}>
            Back to sign in
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="form-stack"
      onSubmit={event => void submit(event)}
      noValidate
      aria-label="Reset your password"
    >
      <p className="login-lead">
        Enter the email of your account and we will send you a link to choose a new
        password.
      </p>
      {state.status === 'failed' && <AuthAlert error={state.error} />}
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={event => setEmail(event.target.value)}
        error={error}
        maxLength={254}
        required
      />
      <div className="form-submit login-submit">
        <Button type="submit" disabled={state.status === 'running'}>
          {state.status === 'running' && <Spinner label="Sending" size={16} />}
          Send reset link
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
