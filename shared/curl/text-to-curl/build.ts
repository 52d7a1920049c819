/** Turns an interpreted request into one curl command line, safely quoted for a POSIX shell. */

export interface DraftRequest {
  method?: string;
  url: string;
  query: [string, string][];
  headers: [string, string][];
  form: [string, string][];
  json?: string;
  rawBody?: string;
  user?: string;
  bearer?: string;
  cookies: string[];
  userAgent?: string;
  timeoutSeconds?: number;
}

/** Single quotes keep every character literal; a quote itself becomes '\''. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function withQuery(url: string, query: [string, string][]): string {
  if (query.length === 0) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const encoded = query
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const joiner = base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?';
  return `${base}${joiner}${encoded}`;
}

function formBody(pairs: [string, string][]): string {
  const encode = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
}

export function buildCurl(draft: DraftRequest): string {
  const parts = ['curl'];
  const hasBody =
    draft.json !== undefined || draft.rawBody !== undefined || draft.form.length > 0;
  const method = draft.method ?? (hasBody ? 'POST' : 'GET');
  const implied = hasBody ? 'POST' : 'GET';
  if (method !== implied) parts.push('-X', method);
  parts.push(shellQuote(withQuery(draft.url, draft.query)));
  for (const [name, value] of draft.headers)
    parts.push('-H', shellQuote(`${name}: ${value}`));
  if (draft.bearer !== undefined) {
    parts.push('-H', shellQuote(`Authorization: Bearer ${draft.bearer}`));
  }
  if (draft.user !== undefined) parts.push('-u', shellQuote(draft.user));
  if (draft.cookies.length > 0) parts.push('-b', shellQuote(draft.cookies.join('; ')));
  if (draft.userAgent !== undefined) parts.push('-A', shellQuote(draft.userAgent));
  if (draft.timeoutSeconds !== undefined) parts.push('-m', String(draft.timeoutSeconds));
  if (draft.json !== undefined) parts.push('--json', shellQuote(draft.json));
  else if (draft.rawBody !== undefined)
    parts.push('--data-raw', shellQuote(draft.rawBody));
  else if (draft.form.length > 0) parts.push('-d', shellQuote(formBody(draft.form)));
  return parts.join(' ');
}
