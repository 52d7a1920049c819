/**
 * A link that says it is the current page (account tabs, the phone menu's
 * account links). Apart from Link.tsx, which every page uses: the screens with
 * these load it (issue 18).
 */
import { useLocation, useResolvedPath } from 'react-router-dom';
import { Link, type LinkProps } from './Link';

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
