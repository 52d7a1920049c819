import { useState, type FormEvent } from 'react';
import { Link } from '../../components/Link';
import { AUTH_MESSAGES } from '#shared/domain/sign-in';
import { RESERVED_USERNAME_HELP_URL } from '#shared/domain/account';
import {
  MESSAGES,
  validateEmail,
  validatePassword,
  validateUserName,
  validateUsernameFormat,
} from '#shared/domain/validation';
import { isReservedUsername } from '#shared/domain/reserved-usernames';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useAtomValue } from '../../state/jotai';
import { AuthAlert } from './AuthAlert';
import { authFlowAtom, type FieldProblem, type SignUpField } from './auth-atoms';
import { PASSWORD_HINT } from './NewPasswordFields';
import { useAuthActions } from './useAuthActions';
import { TextField } from '../../components/FormField';
import { useUsernameCheck } from './useUsernameCheck';

interface Values {
  name: string;
  username: string;
  email: string;
  password: string;
  agreement: boolean;
}

/** Spec §5 user form rules with their exact messages. */
export function validateSignUp(
  values: Values,
): Partial<Record<SignUpField, FieldProblem>> {
  const errors: Partial<Record<SignUpField, FieldProblem>> = {};
  const add = (field: SignUpField, message: string | undefined, helpUrl?: string) => {
    if (message) errors[field] = helpUrl ? { message, helpUrl } : { message };
  };
  add(
    'name',
    values.name.trim() === '' ? MESSAGES.required : validateUserName(values.name),
  );
  const username = values.username.trim();
  add('username', validateUsernameFormat(username));
  if (!errors.username && isReservedUsername(username)) {
    add('username', MESSAGES.reserved, RESERVED_USERNAME_HELP_URL);
  }
  add('email', validateEmail(values.email.trim()));
  add('password', validatePassword(values.password));
  if (!values.agreement) add('agreement', AUTH_MESSAGES.agreement);
  return errors;
}

function Problem({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  if (!problem) return null;
  return (
    <p className="form-field__error" id={id}>
      {problem.message}
      {problem.helpUrl && (
        <>
          {' '}
          <Link to={problem.helpUrl}>Why?</Link>
        </>
      )}
    </p>
  );
}

/** Sign-up (spec §4): provider account, then our backend; unverified emails get a link. */
export function SignUpForm() {
  const { signUp } = useAuthActions();
  const flow = useAtomValue(authFlowAtom);
  const [values, setValues] = useState<Values>({
    name: '',
    username: '',
    email: '',
    password: '',
    agreement: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const usernameCheck = useUsernameCheck(values.username);
  const local = submitted ? validateSignUp(values) : {};
  const server = flow.status === 'error' ? (flow.fieldErrors ?? {}) : {};
  const errors = { ...server, ...local };
  const busy = flow.status === 'loading';

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues(current => ({ ...current, [key]: value }));

  const availability =
    usernameCheck.status === 'checking'
      ? 'Checking availability…'
      : usernameCheck.status === 'done' && usernameCheck.result.available
        ? `${usernameCheck.result.username} is available`
        : undefined;
  const taken =
    usernameCheck.status === 'done' && !usernameCheck.result.available
      ? {
          message: usernameCheck.result.message ?? MESSAGES.userAlreadyExists,
          ...(usernameCheck.result.reason === 'reserved'
            ? { helpUrl: RESERVED_USERNAME_HELP_URL }
            : {}),
        }
      : undefined;
  const usernameProblem = errors.username ?? taken;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateSignUp(values)).length > 0 || taken) return;
    void signUp(
      {
        name: values.name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        agreement: 'on',
      },
      values.password,
    );
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label="Sign up">
      {flow.status === 'error' && <AuthAlert error={flow.error} />}
      <TextField
        id="signup-name"
        label="Name"
        autoComplete="name"
        value={values.name}
        onChange={event => set('name', event.target.value)}
        error={errors.name?.message}
        maxLength={30}
        required
      />
      <div className={`form-field${usernameProblem ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor="signup-username">
          Username
        </label>
        <input
          id="signup-username"
          className="form-field__control"
          autoComplete="username"
          value={values.username}
          onChange={event => set('username', event.target.value)}
          maxLength={15}
          required
          aria-invalid={usernameProblem ? true : undefined}
          aria-describedby="signup-username-hint signup-username-error"
        />
        <p className="form-field__hint" id="signup-username-hint" aria-live="polite">
          {usernameProblem ? '' : (availability ?? '4 to 15 letters or digits')}
        </p>
        <Problem id="signup-username-error" problem={usernameProblem} />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={event => set('email', event.target.value)}
        error={errors.email?.message}
        maxLength={254}
        required
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={event => set('password', event.target.value)}
        error={errors.password?.message}
        hint={PASSWORD_HINT}
        maxLength={20}
        required
      />
      <div className={`form-field${errors.agreement ? ' form-field--invalid' : ''}`}>
        <label className="login-check">
          <input
            type="checkbox"
            name="agreement"
            value="on"
            checked={values.agreement}
            onChange={event => set('agreement', event.target.checked)}
            aria-describedby={errors.agreement ? 'signup-agreement-error' : undefined}
          />
          <span>
            I agree to the{' '}
            <Link to="/terms/terms-and-conditions" target="_blank">
              Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/terms/privacy-policy" target="_blank">
              Privacy Policy
            </Link>
          </span>
        </label>
        <Problem id="signup-agreement-error" problem={errors.agreement} />
      </div>
      <div className="form-submit login-submit">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner label="Creating your account" size={16} />}
          Create account
        </Button>
      </div>
    </form>
  );
}
