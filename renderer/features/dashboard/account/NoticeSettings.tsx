/**
 * Account › Preferences › Update notices (issue 21 §2): update notices on or off
 * for every extension at once, and one by one for each extension the user owns.
 * Stored on the server (they decide which emails are sent), unlike the device-only
 * preferences around them.
 */
import { useEffect, useState } from 'react';
import { getNoticePreferences, setNoticePreferences } from '#shared/api/client/notices';
import type { NoticePreferences, UpdateNoticePreferencesBody } from '#shared/api/notices';
import { toApiError } from '#shared/api/client/http';
import { useApi } from '../../../api/ApiContext';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast-store';
import './NoticeSettings.css';

export function NoticeSettings() {
  const api = useApi();
  const [prefs, setPrefs] = useState<NoticePreferences | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getNoticePreferences(api, controller.signal).then(
      answer => {
        setPrefs(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(toApiError(failure).message);
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const save = async (body: UpdateNoticePreferencesBody) => {
    setSaving(true);
    try {
      setPrefs(await setNoticePreferences(api, body));
      void toast('Notice settings saved', { theme: 'success' });
    } catch (failure) {
      void toast(toApiError(failure).message, { theme: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="notice-settings" aria-busy={prefs === null && !error}>
      <legend>Update notices</legend>
      {error ? (
        <ErrorState message={error} onRetry={() => setAttempt(attempt + 1)} />
      ) : prefs === null ? (
        <Skeleton height={48} />
      ) : (
        <>
          <label className="notice-settings__choice">
            <input
              type="checkbox"
              checked={prefs.updates}
              disabled={saving}
              onChange={event => void save({ updates: event.target.checked })}
            />
            Tell me (bell and email) when an extension I own has a new version
          </label>
          {prefs.extensions.length === 0 ? (
            <p className="account-card__lead">
              Extensions you get or buy are listed here, each with its own switch.
            </p>
          ) : (
            <ul className="notice-settings__list" aria-label="Notices per extension">
              {prefs.extensions.map(extension => (
                <li key={extension.extensionId}>
                  <label className="notice-settings__choice">
                    <input
                      type="checkbox"
                      checked={prefs.updates && extension.notices}
                      disabled={saving || !prefs.updates}
                      onChange={event =>
                        void save({
                          extension: {
                            extensionId: extension.extensionId,
                            notices: event.target.checked,
                          },
                        })
                      }
                    />
                    {extension.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
