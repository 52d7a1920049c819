import type { CSSProperties } from 'react';
import './Skeleton.css';

/** A shimmering placeholder block; hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
