/**
 * The app's in-app links. react-router's own <Link> and <NavLink> bring its
 * route-module prefetching, <Form> and view-transition machinery, which this app
 * never uses, into the first load (about 4 KB gzip, issue 18); these are built on
 * react-router's public hooks instead, so hrefs, navigation and active matching
 * stay the router's. Lint sends every import of Link or NavLink here.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

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

/**
 * Whether `to` is where the visitor is: the same path, or (unless `end`) a path
 * below it. The router's rule: case-insensitive, and a trailing slash on `to`
 * still matches.
 */
export function isActivePath(current: string, to: string, end = false): boolean {
  const here = current.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  const slashAt =
    target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slashAt) === '/';
}

/** A link that says it is the current page (`aria-current="page"`, which the CSS styles). */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const active = isActivePath(pathname, target, end);
  return <Link aria-current={active ? 'page' : undefined} {...props} />;
}
