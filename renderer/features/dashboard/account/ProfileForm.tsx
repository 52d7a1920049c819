import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../../components/Link';
import type { CurrentUser } from '#shared/api/account';
import {
  ACCOUNT_MESSAGES,
  LOCATION_MAX_LENGTH,
  RESERVED_USERNAME_HELP_URL,
  type UpdatableField,
} from '#shared/domain/account';
import { MESSAGES } from '#shared/domain/validation';
import { updateMe } from '#shared/api/client/account';
import { useApi } from '../../../api/ApiContext';
import { ApiError } from '#shared/api/client/http';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { TextField } from '../../../components/FormField';
import {
  changedFields,
  firstInvalidField,
  PROFILE_LABELS,
  profileValues,
  serverFieldError,
  validateProfile,
  type ProfileErrors,
  type ProfileValues,
} from './profile-form';
import { useUsernameAvailability } from './useUsernameAvailability';
import '../../../components/forms.css';

const fieldId = (field: UpdatableField) => `profile-${field}`;

function focusField(field: UpdatableField) {
  document.getElementById(fieldId(field))?.focus();
}

function usernameHint(
  availability: ReturnType<typeof useUsernameAvailability>,
  reserved: boolean,
): ReactNode {
  if (reserved) {
    return (
      <>
        Some names are kept for AIX Market itself.{' '}
        <Link to={RESERVED_USERNAME_HELP_URL}>Why is this username reserved?</Link>
      </>
    );
  }
  if (availability.status === 'checking') return 'Checking availability…';
  if (availability.status === 'available') return `${availability.username} is available`;
  return '4 to 15 letters or digits. Your public page lives at /user/<username>.';
}

/** The profile form of spec §5: Name, Username, Avatar URL, Website, Location. */
export function ProfileForm({
  user,
  onSaved,
}: {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}) {
  const api = useApi();
  const saved = profileValues(user);
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [reservedOnServer, setReservedOnServer] = useState(false);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const availability = useUsernameAvailability(values.username, user.username);

  const update = (field: UpdatableField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'username') setReservedOnServer(false);
    // After the first attempt, errors follow the typing so they disappear once fixed.
    if (checked) setErrors(validateProfile(next, saved));
    else if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const usernameError =
    errors.username ??
    (availability.status === 'unavailable' ? availability.message : undefined);
  const reserved = reservedOnServer || usernameError === MESSAGES.reserved;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    setFailure(undefined);
    const found = validateProfile(values, saved);
    if (!found.username && availability.status === 'unavailable') {
      found.username = availability.message;
    }
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      focusField(first);
      return;
    }
    const updateValue = changedFields(saved, values);
    if (Object.keys(updateValue).length === 0) {
      void toast('Nothing to save: your profile already has these values', {
        theme: 'info',
      });
      return;
    }
    setSaving(true);
    try {
      const answer = await updateMe(api, { email: user.email, updateValue });
      setValues(profileValues(answer.user));
      setChecked(false);
      void toast(ACCOUNT_MESSAGES.profileUpdated, { theme: 'success' });
      onSaved(answer.user);
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError('Your profile could not be saved. Try again.', 0, 'INTERNAL');
      const fieldError = serverFieldError(apiError);
      if (fieldError) {
        setErrors({ ...found, [fieldError.field]: fieldError.message });
        setReservedOnServer(fieldError.reserved);
        focusField(fieldError.field);
      } else {
        setFailure(apiError.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const text = (field: UpdatableField) => ({
    id: fieldId(field),
    label: PROFILE_LABELS[field],
    value: values[field],
    error: field === 'username' ? usernameError : errors[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  return (
    <form
      className="form-card form-stack"
      noValidate
      aria-labelledby="profile-form-title"
      onSubmit={event => void onSubmit(event)}
    >
      <h2 id="profile-form-title" className="account-card__title">
        Public profile
      </h2>
      <div className="form-row">
        <TextField {...text('name')} autoComplete="name" maxLength={100} required />
        <TextField
          {...text('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          hint={usernameHint(availability, reserved)}
          required
        />
      </div>
      <TextField
        {...text('avatar')}
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.png"
        maxLength={500}
        badge="optional"
      />
      <div className="form-row">
        <TextField
          {...text('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          maxLength={500}
          badge="optional"
        />
        <TextField
          {...text('location')}
          autoComplete="address-level2"
          placeholder="e.g. Pune, India"
          counter={{ length: values.location.trim().length, max: LOCATION_MAX_LENGTH }}
          badge="optional"
        />
      </div>
      {failure && (
        <div className="form-alert" role="alert">
          <Icon name="alert" />
          <p>
            <strong>Your profile was not saved.</strong> {failure}
          </p>
        </div>
      )}
      <div className="form-submit">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          <Icon name="check" />
          Save
        </Button>
        {saving && (
          <p className="form-submit__note" role="status">
            Saving your profile…
          </p>
        )}
      </div>
    </form>
  );
}
