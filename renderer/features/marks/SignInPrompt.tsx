/**
 * What a signed-out press on a like or favourite opens: why to sign in, and a
 * way there that brings the visitor back to this page. A chunk of its own
 * (MarkButtons loads it on the press), so the listing's cards carry no dialog.
 */
import { useLocation } from 'react-router-dom';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';

export function SignInPrompt({
  what,
  onClose,
}: {
  what: 'like' | 'favourite';
  onClose: () => void;
}) {
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <ModalDialog
      open
      title={`Sign in to ${what === 'like' ? 'like' : 'save'} extensions`}
      onCancel={onClose}
    >
      <div className="confirm-dialog__body">
        {what === 'like'
          ? 'Likes are public: they show makers which extensions builders use.'
          : 'Favourites are your private list, kept in your dashboard for later.'}
      </div>
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={onClose}
        >
          Not now
        </button>
        <ButtonLink to={`/login?next=${next}`}>Sign in</ButtonLink>
      </div>
    </ModalDialog>
  );
}
