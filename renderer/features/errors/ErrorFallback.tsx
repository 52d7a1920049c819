import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { isChunkLoadError } from './lazy-screen';
import './ErrorFallback.css';

function explain(error: Error): string {
  if (isChunkLoadError(error)) {
    return error.reason === 'timed out'
      ? 'This page took too long to load. Check your connection and try again.'
      : 'Part of the app could not be downloaded. Check your connection and try again.';
  }
  return 'An unexpected error stopped this page. Trying again usually helps.';
}

/** What the error boundary shows; focus moves to the heading so the change is announced. */
export function ErrorFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="error-fallback container" role="alert">
      <span className="error-fallback__icon">
        <Icon name="alert" size={32} />
      </span>
      <h1 className="error-fallback__title" tabIndex={-1} ref={headingRef}>
        Oops! Something went wrong.
      </h1>
      <p className="error-fallback__message">{explain(error)}</p>
      {isChunkLoadError(error) && (
        <p className="error-fallback__detail">
          <code>
            {error.name}: {error.reason}
          </code>
        </p>
      )}
      <Button size="lg" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
