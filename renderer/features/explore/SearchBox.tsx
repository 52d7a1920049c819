import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '#shared/constants';
import { Icon } from '../../components/Icon';
import './SearchBox.css';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search field bound to the URL's `q`: typing submits after a pause (the
 * caller replaces the history entry), Enter submits at once, × clears. When
 * `value` changes from outside (Back, Clear filters) the field follows.
 */
export function SearchBox({
  value,
  onSearch,
  large = false,
}: {
  value: string;
  onSearch: (text: string, how: 'typing' | 'submit') => void;
  large?: boolean;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [submitted, setSubmitted] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);

  // Adopt outside changes, but not the echo of our own submission.
  if (value !== seen) {
    setSeen(value);
    if (value !== submitted) {
      setSubmitted(value);
      setText(value);
    }
  }

  const submit = (next: string, how: 'typing' | 'submit') => {
    const clean = next.trim();
    if (clean === submitted) return;
    setSubmitted(clean);
    onSearch(clean, how);
  };

  const submitTyped = useEffectEvent(() => submit(text, 'typing'));
  useEffect(() => {
    if (text.trim() === submitted) return;
    const timer = window.setTimeout(submitTyped, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, submitted]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text, 'submit');
  };

  return (
    <form
      role="search"
      className={large ? 'search-box search-box--large' : 'search-box'}
      onSubmit={onSubmit}
    >
      <label htmlFor="listing-search" className="visually-hidden">
        Search extensions
      </label>
      <Icon name="search" size={large ? 22 : 18} className="search-box__icon" />
      <input
        ref={inputRef}
        id="listing-search"
        className="search-box__input"
        type="search"
        placeholder="Search extensions"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={LIMITS.searchText}
        value={text}
        onChange={event => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className="search-box__clear"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            submit('', 'submit');
            inputRef.current?.focus();
          }}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </form>
  );
}
