import { useEffect, useRef, type ReactNode } from 'react';
import { contactReference } from '#shared/domain/contact';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import './SentPanel.css';

/**
 * The friendly confirmation after a message was stored. The form it replaces may
 * have been taller than the screen, so the card is scrolled into view (focus on
 * an element does not promise that) and focus moves to its heading.
 */
export function SentPanel({
  title,
  receiptId,
  children,
  againLabel,
  onAgain,
}: {
  title: string;
  receiptId: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView({
      block: 'center',
      behavior: still ? 'auto' : 'smooth',
    });
  }, []);
  return (
    <section className="sent-panel" aria-labelledby="sent-title" ref={panelRef}>
      <span className="sent-panel__icon">
        <Icon name="check" size={30} />
      </span>
      <h2 className="sent-panel__title" id="sent-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <div className="sent-panel__text">{children}</div>
      <p className="sent-panel__reference">
        Reference{' '}
        <strong data-testid="contact-reference">{contactReference(receiptId)}</strong>
      </p>
      <div className="sent-panel__actions">
        <ButtonLink to="/">Explore extensions</ButtonLink>
        <Button variant="secondary" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>
    </section>
  );
}
