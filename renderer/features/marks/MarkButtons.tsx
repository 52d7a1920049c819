/**
 * The like (public count) and favourite (private heart) controls, on cards and the
 * detail page. Signed out, either one asks the visitor to sign in and brings them
 * back to the page they were on.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatCount } from '#shared/format';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { trapTab } from '../my-extensions/focus-trap';
import '../my-extensions/ConfirmDialog.css';
import { useExtensionMarks } from './useMarks';
import './MarkButtons.css';

interface MarkProps {
  extensionId: string;
  name: string;
  likes: number;
  /** Cards show small icon buttons; the detail page shows labelled ones. */
  size?: 'small' | 'large';
}

export function MarkButtons({ extensionId, name, likes, size = 'small' }: MarkProps) {
  const marks = useExtensionMarks(extensionId, likes);
  const [prompt, setPrompt] = useState<'like' | 'favourite' | null>(null);
  const act = (what: 'like' | 'favourite') => () => {
    if (!marks.signedIn) return setPrompt(what);
    if (what === 'like') marks.toggleLike();
    else marks.toggleFavourite();
  };
  const large = size === 'large';
  return (
    <div className={`marks marks--${size}`}>
      <button
        type="button"
        className="marks__button"
        aria-pressed={marks.liked}
        aria-label={`Like ${name}`}
        title={marks.liked ? 'You like this' : 'Like'}
        onClick={act('like')}
      >
        <Icon name="like" size={large ? 18 : 15} />
        <span>{formatCount(marks.likes)}</span>
        {large && <span className="visually-hidden"> likes</span>}
      </button>
      <button
        type="button"
        className="marks__button marks__button--heart"
        aria-pressed={marks.favourite}
        aria-label={`Favourite ${name}`}
        title={marks.favourite ? 'In your favourites' : 'Add to favourites'}
        onClick={act('favourite')}
      >
        <Icon name="heart" size={large ? 18 : 15} />
        {large && <span>{marks.favourite ? 'Saved' : 'Save'}</span>}
      </button>
      {prompt && <SignInPrompt what={prompt} onClose={() => setPrompt(null)} />}
    </div>
  );
}

function SignInPrompt({
  what,
  onClose,
}: {
  what: 'like' | 'favourite';
  onClose: () => void;
}) {
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    const opener = document.activeElement;
    element.showModal();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onKeyDown={event => trapTab(event.currentTarget, event)}
      onCancel={event => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        Sign in to {what === 'like' ? 'like' : 'save'} extensions
      </h2>
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
    </dialog>
  );
}
