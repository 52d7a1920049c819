/**
 * The app's in-app links. react-router's own <Link> and <NavLink> bring its
 * route-module prefetching, <Form> and view-transition machinery, which this app
 * never uses, into the first load (about 4 KB gzip, issue 18); this one is built on
 * react-router's public hooks instead, so hrefs and navigation stay the router's.
 * Lint sends every import of Link here (and of NavLink to NavLink.tsx).
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real anchor (works without JavaScript and in a new tab) that navigates in the app. */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The router's handler leaves modified clicks, other buttons and other
    // targets to the browser.
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
