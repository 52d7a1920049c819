/**
 * The like (public count) and favourite (private heart) controls, on cards and the
 * detail page. Signed out, either one asks the visitor to sign in and brings them
 * back to the page they were on.
 */
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { formatCount } from '#shared/format';
import { Icon } from '../../components/Icon';
import { lazyScreen } from '../errors/lazy-screen';
import { useExtensionMarks } from './useMarks';
import './MarkButtons.css';

/** The dialog a signed-out press opens; loaded then, not with every card. */
const SignInPrompt = lazyScreen(() => import('./SignInPrompt'), 'SignInPrompt');

type Mark = 'like' | 'favourite';

interface MarkProps {
  extensionId: string;
  name: string;
  likes: number;
  /** Cards show small icon buttons; the detail page shows labelled ones. */
  size?: 'small' | 'large';
}

export function MarkButtons({ extensionId, name, likes, size = 'small' }: MarkProps) {
  const marks = useExtensionMarks(extensionId, likes);
  const [prompt, setPrompt] = useState<Mark | null>(null);
  const perform = (what: Mark) => {
    if (!marks.signedIn) setPrompt(what);
    else if (what === 'like') marks.toggleLike();
    else marks.toggleFavourite();
  };
  // A press while the stored sign-in is being checked waits for the answer: a
  // signed-in user's like counts, and nobody already signed in is asked to sign in.
  const waiting = useRef<Mark | null>(null);
  const performWaiting = useEffectEvent(() => {
    const what = waiting.current;
    waiting.current = null;
    if (what) perform(what);
  });
  useEffect(() => {
    if (!marks.checking) performWaiting();
  }, [marks.checking]);
  const press = (what: Mark) => {
    if (marks.checking) waiting.current = what;
    else perform(what);
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
        onClick={() => press('like')}
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
        onClick={() => press('favourite')}
      >
        <Icon name="heart" size={large ? 18 : 15} />
        {large && <span>{marks.favourite ? 'Saved' : 'Save'}</span>}
      </button>
      {prompt && (
        <Suspense fallback={null}>
          <SignInPrompt what={prompt} onClose={() => setPrompt(null)} />
        </Suspense>
      )}
    </div>
  );
}
