import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDay } from '#shared/format';
import { usePageHead } from '../../hooks/usePageHead';
import { scrollToSection, useScrollToHash } from './useScrollToHash';
import './LegalDocument.css';

export interface LegalSection {
  /** Anchor id; the table of contents links to `#id`. */
  id: string;
  title: string;
  body: ReactNode;
}

export const LEGAL_DOCUMENTS = [
  { path: '/terms/terms-and-conditions', title: 'Terms and Conditions' },
  { path: '/terms/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms/premium-extension', title: 'Premium Extension Terms' },
] as const;

/** Shared layout of the legal pages: title, last-updated date, contents and sections. */
export function LegalDocument({
  title,
  lastUpdated,
  summary,
  sections,
}: {
  title: string;
  /** YYYY-MM-DD (UTC). */
  lastUpdated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  usePageHead(title);
  useScrollToHash();
  const { pathname } = useLocation();
  const related = LEGAL_DOCUMENTS.filter(doc => doc.title !== title);
  return (
    <div className="container legal">
      <header className="legal__header">
        <p className="legal__eyebrow">Legal</p>
        <h1 className="legal__title">{title}</h1>
        <p className="legal__updated">
          Last updated{' '}
          <time dateTime={lastUpdated}>{formatDay(`${lastUpdated}T00:00:00Z`)}</time>
        </p>
        <div className="legal__summary">{summary}</div>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 className="legal__toc-title" id="legal-toc-title">
            Contents
          </h2>
          <ol>
            {sections.map(section => (
              <li key={section.id}>
                {/* A router link, because the desktop's HashRouter owns the URL fragment. */}
                <Link
                  to={{ pathname, hash: section.id }}
                  onClick={() => scrollToSection(section.id)}
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal__body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              aria-labelledby={`${section.id}-title`}
              tabIndex={-1}
            >
              <h2 className="legal__section-title" id={`${section.id}-title`}>
                <span className="legal__section-number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <footer className="legal__footer">
            <p>
              Questions about this document? <Link to="/contact-us">Contact us</Link>.
            </p>
            <p>
              Also read:{' '}
              {related.map((doc, index) => (
                <span key={doc.path}>
                  {index > 0 && ' · '}
                  <Link to={doc.path}>{doc.title}</Link>
                </span>
              ))}
            </p>
          </footer>
        </article>
      </div>
    </div>
  );
}
