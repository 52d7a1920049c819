import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import { LIMITS } from '#shared/constants';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { usePageHead } from '../../hooks/usePageHead';
import { DEFAULT_LISTING, listingUrl } from '../explore/listing-params';
import './pages.css';
import './NotFoundScreen.css';

/** Any unknown path: say so kindly and offer a search and a way home. */
export function NotFoundScreen() {
  usePageHead('Page not found', { status: 404 });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    // The listing's own URL form, so the listing never rewrites it on arrival.
    void navigate(listingUrl({ ...DEFAULT_LISTING, q: text }));
  };

  return (
    <div className="container ip-page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">We couldn&rsquo;t find that page</h1>
      <p className="not-found__text">
        Nothing lives at <code className="not-found__path">{pathname}</code>. The link may
        be old, or the page may have moved. Try searching for the extension you had in
        mind.
      </p>
      <form className="not-found__search" role="search" onSubmit={search}>
        <label htmlFor="not-found-query" className="visually-hidden">
          Search extensions
        </label>
        <Icon name="search" className="not-found__search-icon" />
        <input
          id="not-found-query"
          type="search"
          value={query}
          onChange={event => setQuery(event.target.value)}
          maxLength={LIMITS.searchText}
          placeholder="Search extensions, e.g. Firebase"
          autoComplete="off"
        />
        <Button type="submit">Search</Button>
      </form>
      <nav className="not-found__links" aria-label="Helpful links">
        <ButtonLink to="/" variant="secondary">
          <Icon name="home" /> Go to the home page
        </ButtonLink>
        <Link to="/about">About AIX Market</Link>
        <Link to="/contact-us?subject=issue">Report a broken link</Link>
      </nav>
    </div>
  );
}
