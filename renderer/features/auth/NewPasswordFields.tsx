import { TextField } from '../../components/FormField';
import type { NewPasswordErrors } from './new-password';

export const PASSWORD_HINT =
  '8 to 20 characters with a digit, one of !@#$%^&*, a lower and an upper case letter';

/** "New password" and "Confirm new password" (spec §5 rule), for reset and change forms. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: {
  idPrefix: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={event => onPassword(event.target.value)}
        error={errors.password}
        hint={PASSWORD_HINT}
        maxLength={20}
        required
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={event => onConfirm(event.target.value)}
        error={errors.confirm}
        maxLength={20}
        required
      />
    </>
  );
}
