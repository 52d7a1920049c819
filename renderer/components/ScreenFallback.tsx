import { Spinner } from './Spinner';
import './ScreenFallback.css';

/** Shown while a screen's code downloads. */
export function ScreenFallback() {
  return (
    <div className="screen-fallback">
      <Spinner label="Loading page" size={28} />
    </div>
  );
}
