import { useState, type FormEvent } from 'react';
import { BETA_MESSAGES } from '#shared/domain/account';
import { isSafeHttpUrl, MESSAGES } from '#shared/domain/validation';
import { addBetaUser } from '#shared/api/client/account';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '#shared/api/client/http';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { toast } from '../../components/toast-store';
import { TextField } from '../../components/FormField';
import '../../components/forms.css';

const FIELD_ID = 'beta-profile-link';

export function validateProfileLink(value: string): string | undefined {
  const link = value.trim();
  if (link === '') return MESSAGES.required;
  return isSafeHttpUrl(link) ? undefined : BETA_MESSAGES.profileLink;
}

/** POST /api/add-beta-user for the signed-in user; the server decides the waitlist flag. */
export function BetaJoinForm({
  email,
  onApplied,
}: {
  email: string;
  onApplied: () => void;
}) {
  const api = useApi();
  const [profileLink, setProfileLink] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(undefined);
    const found = validateProfileLink(profileLink);
    setError(found);
    if (found) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setSending(true);
    try {
      await addBetaUser(api, { email, profileLink: profileLink.trim() });
      void toast('Your beta application was received', { theme: 'success' });
      onApplied();
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : undefined;
      if (apiError?.field === 'profileLink') {
        setError(apiError.message);
        document.getElementById(FIELD_ID)?.focus();
      } else {
        setFailure(apiError?.message ?? 'Your application could not be sent. Try again.');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="form-card form-stack waitlist__form"
      noValidate
      aria-label="Join the beta"
      onSubmit={event => void onSubmit(event)}
    >
      <TextField
        id={FIELD_ID}
        label="Profile link"
        type="url"
        inputMode="url"
        placeholder="https://github.com/you"
        hint="Your GitHub, community forum profile or portfolio, so we can see what you build."
        value={profileLink}
        error={error}
        maxLength={300}
        onChange={event => {
          setProfileLink(event.target.value);
          if (error) setError(validateProfileLink(event.target.value));
        }}
        required
      />
      {failure && (
        <div className="form-alert" role="alert">
          <Icon name="alert" />
          <p>
            <strong>Your application was not sent.</strong> {failure}
          </p>
        </div>
      )}
      <div className="form-submit">
        <Button type="submit" disabled={sending} aria-busy={sending}>
          <Icon name="zap" />
          Join the beta
        </Button>
      </div>
    </form>
  );
}
