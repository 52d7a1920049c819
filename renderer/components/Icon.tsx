/**
 * An icon from the page's sprite (renderer/components/icons.ts): stroke and size
 * are set here and inherited by the drawing. Decorative by default; pass `label`
 * when the icon alone carries meaning.
 */
import { iconId, type IconName } from './icons';

export type { IconName };

export function Icon({
  name,
  size = 18,
  label,
  className,
}: {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
