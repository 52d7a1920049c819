import { Link } from '../../components/Link';
import { Icon } from '../../components/Icon';
import './Pagination.css';

/** Pages to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach(page => wanted.add(page));
  if (current >= total - 2) [total - 1, total - 2, total - 3].forEach(p => wanted.add(p));
  const pages = [...wanted]
    .filter(page => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  const result: (number | null)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  });
  return result;
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          <Icon name="chevronLeft" size={16} /> Previous
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <Icon name="chevronLeft" size={16} /> Previous
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="pagination__page"
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          Next <Icon name="chevronRight" size={16} />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          Next <Icon name="chevronRight" size={16} />
        </span>
      )}
    </nav>
  );
}
