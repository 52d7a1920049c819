import { useRef } from 'react';
import { weeklyTrending } from '#shared/api/client/catalogue';
import { ExtensionCard } from '../../components/ExtensionCard';
import { Icon } from '../../components/Icon';
import { useApiQuery } from '../../hooks/useApiQuery';
import { CardSkeleton } from './CardSkeleton';
import './TrendingStrip.css';

/**
 * This week's most downloaded extensions in a horizontal strip. The strip
 * itself is focusable so arrow keys scroll it; Tab walks through the cards.
 * A failure hides the strip: the listing below still works.
 */
export function TrendingStrip() {
  const { data, loading } = useApiQuery('weekly-trending', weeklyTrending);
  const scrollerRef = useRef<HTMLDivElement>(null);
  if (!loading && (!data || data.extensions.length === 0)) return null;

  const scrollBy = (direction: 1 | -1) => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollBy({ left: direction * scroller.clientWidth * 0.8 });
  };

  return (
    <section className="trending" aria-labelledby="trending-title">
      <div className="trending__head">
        <h2 id="trending-title" className="trending__title">
          <Icon name="trending" size={20} /> Trending this week
        </h2>
        <div className="trending__buttons">
          <button
            type="button"
            aria-label="Scroll trending left"
            onClick={() => scrollBy(-1)}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            aria-label="Scroll trending right"
            onClick={() => scrollBy(1)}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>
      <div
        className="trending__scroller"
        ref={scrollerRef}
        tabIndex={0}
        role="region"
        aria-label="Trending extensions, scrollable"
      >
        <ul className="trending__list">
          {data
            ? data.extensions.map(extension => (
                <li key={extension.extensionId}>
                  <ExtensionCard extension={extension} />
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <CardSkeleton />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
