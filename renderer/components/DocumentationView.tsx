import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import type { Documentation } from '#shared/api/extensions';
import { renderDocumentation, type TocEntry } from '#shared/docs/render';
import './DocumentationView.css';
import './DocumentationView.blocks.css';
import { useFileUrl } from '../api/ApiContext';
import { playEmbedOnClick } from './doc-embeds';

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const topLevel = Math.min(...entries.map(entry => entry.level));
  // Scroll in place: the router owns the URL, and a bare "#id" would not scroll twice.
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <nav className="doc-view__toc" aria-label="Table of contents">
      <p className="doc-view__toc-title">On this page</p>
      <ol className="doc-view__toc-list">
        {entries.map(entry => (
          <li
            key={entry.id}
            className="doc-view__toc-item"
            data-depth={Math.min(entry.level - topLevel, 3)}
          >
            <a href={`#${entry.id}`} onClick={event => jump(event, entry.id)}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * An extension's documentation. It is always rendered from `documentation.blocks`
 * through the sanitizing renderer; the stored `documentation.html` is never used,
 * because it was produced by whatever client saved it and cannot be trusted.
 */
export function DocumentationView({ documentation }: { documentation: Documentation }) {
  const resolveUrl = useFileUrl();
  const rendered = useMemo(
    () => renderDocumentation(documentation.blocks, { resolveUrl }),
    [documentation.blocks, resolveUrl],
  );
  const body = useRef<HTMLDivElement>(null);
  // The body is set as HTML, so its video facades get one delegated listener.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    element.addEventListener('click', playEmbedOnClick);
    return () => element.removeEventListener('click', playEmbedOnClick);
  }, [rendered.html]);
  if (rendered.html === '') {
    return (
      <div className="doc-view">
        <p className="doc-view__empty">
          The developer has not written documentation yet.
        </p>
      </div>
    );
  }
  const showToc = documentation.toc && rendered.toc.length > 0;
  return (
    <div className={showToc ? 'doc-view doc-view--with-toc' : 'doc-view'}>
      <div className="doc-view__layout">
        {showToc && <TableOfContents entries={rendered.toc} />}
        <div
          ref={body}
          className="doc-view__body"
          // Safe: the only HTML ever set here is renderDocumentation's sanitized output.
          dangerouslySetInnerHTML={{ __html: rendered.html }}
        />
      </div>
    </div>
  );
}
