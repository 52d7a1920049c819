import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from './Link';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

/** The class list every button-looking element shares (buttons, router links, anchors). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: StyleProps & { className?: string | undefined }): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  children,
  ...rest
}: StyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    children: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  }) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...rest}
    >
      {children}
    </button>
  );
}

/** An in-app navigation link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...rest
}: StyleProps & LinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block, className })} {...rest} />
  );
}
