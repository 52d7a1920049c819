/**
 * Which file an `app://studio/...` request of the studio's renderer reads: only
 * files inside the built renderer folder; any path that is not a file (a route of
 * the single-page app) gets index.html, and nothing escapes the folder (`..`,
 * encoded slashes, other hosts). Pure, so it is tested under Node.
 */
import path from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'studio';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The file to serve for `raw` from `root`, or null when the request is refused. */
export function resolveAppPath(raw: string, root: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  // Decoded `..` segments (%2e%2e) are refused outright; the URL parser already folds plain ones.
  if (pathname.split('/').includes('..')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${pathname}`)}`);
  if (file !== base && !file.startsWith(`${base}${path.sep}`)) return null;
  // Routes of the app (no file extension) are the app itself.
  return path.extname(file) === '' ? path.join(base, 'index.html') : file;
}
