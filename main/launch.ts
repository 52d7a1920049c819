/**
 * What the studio was asked to open when it started or was started again: an .aix
 * from the file manager (double-click, file association) or an `aixmarket://` link
 * (`aixmarket://open?extension=<slug>` shows that extension; `aixmarket://open?file=`
 * is never honoured: a web page must not make the studio read a path). Pure, so the
 * parsing is tested under Node; index.ts feeds it process.argv and OS events.
 */
import path from 'node:path';

export type LaunchRequest =
  { kind: 'file'; file: string } | { kind: 'extension'; slug: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function parseLink(raw: string): LaunchRequest | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'aixmarket:') return null;
  // `aixmarket://open?…`: the host is the verb.
  if (url.hostname !== 'open') return null;
  const slug = url.searchParams.get('extension') ?? '';
  return SLUG.test(slug) ? { kind: 'extension', slug } : null;
}

/** Requests in a command line (argv after the executable and app path). */
export function parseArgv(argv: readonly string[], cwd: string): LaunchRequest[] {
  const requests: LaunchRequest[] = [];
  for (const arg of argv) {
    if (arg.startsWith('-')) continue;
    if (arg.startsWith('aixmarket:')) {
      const link = parseLink(arg);
      if (link) requests.push(link);
    } else if (arg.toLowerCase().endsWith('.aix')) {
      requests.push({ kind: 'file', file: path.resolve(cwd, arg) });
    }
  }
  return requests;
}
