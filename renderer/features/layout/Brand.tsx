import { BRAND_MARK_ID } from '../../components/icons';
import './Brand.css';

/** Logo mark (drawn once in the page's sprite, renderer/components/icons.ts) and word mark. */
export function Brand() {
  return (
    <span className="brand">
      <svg
        className="brand__mark"
        viewBox="0 0 32 32"
        width="30"
        height="30"
        aria-hidden="true"
      >
        <use href={`#${BRAND_MARK_ID}`} />
      </svg>
      <span className="brand__word">
        AIX<span className="brand__accent"> Market</span>
      </span>
    </span>
  );
}
