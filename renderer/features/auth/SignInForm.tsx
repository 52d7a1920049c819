import { useState, type FormEvent } from 'react';
import { MESSAGES, validateEmail } from '#shared/domain/validation';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useAtomValue } from '../../state/jotai';
import { AuthAlert } from './AuthAlert';
import { authFlowAtom } from './auth-atoms';
import { useAuthActions } from './useAuthActions';
import { TextField } from '../../components/FormField';
import { ForgotPassword } from './ForgotPassword';

type Field = 'email' | 'password';

function validate(email: string, password: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  // Sign-in checks presence only: accounts made before today's rule must still get in.
  if (password === '') errors.password = MESSAGES.required;
  return errors;
}

/** Email + password sign-in (spec §4) with the forgotten-password link. */
export function SignInForm() {
  const { signIn } = useAuthActions();
  const flow = useAtomValue(authFlowAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [forgot, setForgot] = useState(false);
  const errors = submitted ? validate(email.trim(), password) : {};
  const busy = flow.status === 'loading';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(email.trim(), password)).length > 0) return;
    void signIn(email.trim(), password);
  };

  if (forgot) {
    return <ForgotPassword initialEmail={email.trim()} onDone={() => setForgot(false)} />;
  }
  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="Sign in">
      {flow.status === 'error' && <AuthAlert error={flow.error} />}
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={event => setEmail(event.target.value)}
        error={errors.email}
        maxLength={254}
        required
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={event => setPassword(event.target.value)}
        error={errors.password}
        maxLength={128}
        required
      />
      <div className="form-submit login-submit">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner label="Signing in" size={16} />}
          Sign in
        </Button>
        <Button variant="ghost" onClick={() => setForgot(true)}>
          Forgot password?
        </Button>
      </div>
    </form>
  );
}
