import { isEmptyAuthError, type AuthErrorInfo } from '#shared/domain/auth-errors';
import { Icon } from '../../components/Icon';
import '../../components/forms.css';

/** A catalogue error (spec §8) as title and message; the empty error shows nothing. */
export function AuthAlert({ error }: { error: AuthErrorInfo }) {
  if (isEmptyAuthError(error)) return null;
  return (
    <div className="form-alert" role="alert">
      <Icon name="alert" />
      <div>
        <strong className="auth-alert__title">{error.title}</strong>
        <p className="auth-alert__message">{error.message}</p>
      </div>
    </div>
  );
}
