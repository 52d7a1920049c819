import type { ReactNode } from 'react';
import './PageHeader.css';

/** The one h1 of a screen with an optional lead paragraph. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Extra content on the right, e.g. an action button. */
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle !== undefined && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {children !== undefined && <div className="page-header__extra">{children}</div>}
    </header>
  );
}
