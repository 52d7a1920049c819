import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import './StatePanel.css';

/** "Nothing here" panel with an optional call to action (a button or link). */
export function EmptyState({
  title,
  message,
  action,
  icon = 'box',
  headingLevel = 2,
}: {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
  /** 1 when the panel is the whole screen (e.g. a 404), so the page keeps an h1. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="state-panel" aria-label={title}>
      <span className="state-panel__icon">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="state-panel__title">{title}</Heading>
      {message !== undefined && <p className="state-panel__message">{message}</p>}
      {action !== undefined && <div className="state-panel__action">{action}</div>}
    </section>
  );
}
