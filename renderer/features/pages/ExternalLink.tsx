import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { usePlatform } from '../../platform/PlatformContext';

/**
 * A link that leaves AIX Market. It stays a real anchor (so it can be copied
 * and middle-clicked), but a plain click goes through the platform: a new tab
 * on the web, the system browser in the desktop studio.
 */
export function ExternalLink({
  href,
  rel = 'noopener noreferrer',
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const platform = usePlatform();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    platform.openExternal(href);
  };
  return (
    <a href={href} target="_blank" rel={rel} onClick={open} {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
