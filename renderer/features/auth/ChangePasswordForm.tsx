import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '#shared/domain/account';
import {
  authErrorCode,
  authErrorFor,
  type AuthErrorInfo,
} from '#shared/domain/auth-errors';
import { MESSAGES } from '#shared/domain/validation';
import { useApi } from '../../api/ApiContext';
import { updatePassword } from '#shared/api/client/account';
import { ApiError } from '#shared/api/client/http';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/toast-store';
import { usePlatform } from '../../platform/PlatformContext';
import { useAtom } from '../../state/jotai';
import { TextField } from '../../components/FormField';
import { authAtom } from './auth-atoms';
import { AuthAlert } from './AuthAlert';
import { validateNewPassword } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';
import { firebaseLoader } from './useAuthActions';
import '../../components/forms.css';

interface Errors {
  current?: string;
  password?: string;
  confirm?: string;
}

function validate(current: string, password: string, confirm: string): Errors {
  const errors: Errors = { ...validateNewPassword(password, confirm) };
  if (current === '') errors.current = MESSAGES.required;
  return errors;
}

function problemOf(error: unknown): AuthErrorInfo {
  const code = authErrorCode(error);
  if (code) return authErrorFor(code);
  const message =
    error instanceof ApiError || error instanceof Error ? error.message : '';
  return { title: 'Your password was not changed', message };
}

/**
 * Password change for the account screen: the current password proves a recent
 * sign-in (a fresh Firebase ID token in the `refreshtoken` header), the server
 * changes the password and ends other sessions, and this one gets a new token.
 */
export function ChangePasswordForm() {
  const api = useApi();
  const platform = usePlatform();
  const [auth, setAuth] = useAtom(authAtom);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<AuthErrorInfo | null>(null);
  const errors = submitted ? validate(current, password, confirm) : {};

  if (auth.status !== 'signedIn') return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(current, password, confirm)).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const client = await firebaseLoader(api)();
      const idToken = await client.reauthenticate(auth.profile.email, current);
      const { token } = await updatePassword(api, password, idToken);
      const profile = { ...auth.profile, token };
      await platform.saveProfile(profile);
      setAuth({ ...auth, profile });
      setCurrent('');
      setPassword('');
      setConfirm('');
      setSubmitted(false);
      void toast(ACCOUNT_MESSAGES.passwordUpdated, { theme: 'success' });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form-stack"
      onSubmit={event => void submit(event)}
      noValidate
      aria-label="Change password"
    >
      {problem && <AuthAlert error={problem} />}
      <input
        type="email"
        hidden
        readOnly
        autoComplete="username"
        value={auth.profile.email}
      />
      <TextField
        id="change-password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={event => setCurrent(event.target.value)}
        error={errors.current}
        maxLength={128}
        required
      />
      <NewPasswordFields
        idPrefix="change-password"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <div className="form-submit">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner label="Saving" size={16} />}
          Change password
        </Button>
      </div>
    </form>
  );
}
