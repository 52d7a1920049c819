import type { ReactNode } from 'react';
import './ExploreHero.css';

/**
 * Big welcome on the first page; a compact heading once the visitor searches
 * or filters. One tree for both, so the search field inside keeps its focus
 * when the layout switches.
 */
export function ExploreHero({
  compact,
  query,
  children,
}: {
  compact: boolean;
  query: string;
  children: ReactNode;
}) {
  return (
    <header className={compact ? 'explore-hero explore-hero--compact' : 'explore-hero'}>
      {!compact && (
        <p className="explore-hero__eyebrow">The .aix extension marketplace</p>
      )}
      <h1 className="explore-hero__title">
        {compact ? (
          query ? (
            `Extensions matching “${query}”`
          ) : (
            'Explore extensions'
          )
        ) : (
          <>
            Superpowers for your <span>App Inventor</span> apps
          </>
        )}
      </h1>
      {!compact && (
        <p className="explore-hero__lead">
          Find free and paid extensions for App Inventor, Kodular, Niotron and every
          builder in between, with documentation, versions and permissions up front.
        </p>
      )}
      <div className="explore-hero__search">{children}</div>
    </header>
  );
}
