/**
 * The like (public count) and favourite (private heart) controls, on cards and the
 * detail page. Signed out, either one asks the visitor to sign in and brings them
 * back to the page they were on.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatCount } from '#shared/format';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ModalDialog } from '../../components/ModalDialog';
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
