import { Button } from './Button';
import { Icon } from './Icon';
import './StatePanel.css';

/** A failed load: the message and, when the caller can, a working retry. */
export function ErrorState({
  message,
  onRetry,
  title = 'Something went wrong',
  headingLevel = 2,
}: {
  message: string;
  onRetry?: () => void;
  title?: string;
  /** 1 when the panel is the whole screen, so the page keeps an h1. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="state-panel state-panel--error" role="alert">
      <span className="state-panel__icon">
        <Icon name="alert" size={28} />
      </span>
      <Heading className="state-panel__title">{title}</Heading>
      <p className="state-panel__message">{message}</p>
      {onRetry && (
        <div className="state-panel__action">
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
    </section>
  );
}
