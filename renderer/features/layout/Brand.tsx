import './Brand.css';

/** Logo mark and word mark. */
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
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M9 21.5 14.2 9.5h3.6L23 21.5h-3.5l-1-2.6h-5.1l-1 2.6zm5.4-5.3h3.2L16 11.9z"
          fill="var(--color-primary-contrast)"
        />
      </svg>
      <span className="brand__word">
        AIX<span className="brand__accent"> Market</span>
      </span>
    </span>
  );
}
