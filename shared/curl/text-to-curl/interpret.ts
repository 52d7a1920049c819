/**
 * The offline "plain words → curl" engine: a small rule-based reader for requests
 * such as `post json {"name":"x"} to https://api.example.com/users with bearer
 * token abc`. It understands methods, one URL, query parameters, headers, JSON /
 * form / text bodies, basic and bearer auth, cookies, user agent and timeout, and
 * lists every word it could not place.
 */
import { buildCurl } from './build';
import { keyword, splitPair, STOPWORDS, type State } from './keywords';
import { tokenize, type Token } from './tokens';

export type TextToCurlResult =
  | { ok: true; curl: string; notes: string[] }
  | { ok: false; reason: string; notes: string[] };

/** Longest description the offline engine (and the AI endpoint) accepts. */
export const MAX_TEXT_LENGTH = 2000;

export function interpretText(input: string): TextToCurlResult {
  const state: State = {
    draft: { query: [], headers: [], form: [], cookies: [] },
    jsonMentioned: false,
    explicitMethod: false,
    mode: 'auto',
    pairs: [],
    notes: [],
    unknown: [],
  };
  const text = input.trim();
  if (text === '')
    return {
      ok: false,
      reason: 'Describe the request, for example: get https://api.example.com/users',
      notes: [],
    };
  if (text.length > MAX_TEXT_LENGTH) {
    return {
      ok: false,
      reason: `The description is ${text.length} characters long; the limit is ${MAX_TEXT_LENGTH}.`,
      notes: [],
    };
  }
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] as Token;
    const used = keyword(tokens, i, state);
    if (used > 0) {
      i += used;
      continue;
    }
    if (token.kind === 'url') {
      if (state.draft.url === undefined) state.draft.url = token.text;
      else state.notes.push(`Only one URL is used; ${token.text} was left out.`);
    } else if (token.kind === 'json') {
      if (state.draft.json === undefined) state.draft.json = token.text;
      else state.notes.push('Only the first JSON body is used.');
    } else if (token.kind === 'string') {
      if (state.draft.rawBody === undefined) state.draft.rawBody = token.text;
      else state.unknown.push(`"${token.text}"`);
    } else if (/^[^=\s&]+=/.test(token.text)) {
      // `a=1&b=2` is two pairs; a piece without `=` is a name with an empty value.
      for (const piece of token.text.replace(/[,;]$/, '').split('&')) {
        if (piece === '') continue;
        const pair = splitPair(piece, '=') ?? [piece, ''];
        if (state.mode === 'query') state.draft.query.push(pair);
        else if (state.mode === 'form') state.draft.form.push(pair);
        else state.pairs.push(pair);
      }
    } else if (!STOPWORDS.has(token.text.toLowerCase())) state.unknown.push(token.text);
    i++;
  }
  return finish(state);
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function finish(state: State): TextToCurlResult {
  const { draft, notes } = state;
  if (state.unknown.length > 0)
    notes.push(`Not understood and left out: ${state.unknown.join(', ')}.`);
  if (state.jsonMentioned && draft.json === undefined) {
    if (draft.rawBody !== undefined && isJsonText(draft.rawBody)) {
      draft.json = draft.rawBody;
      draft.rawBody = undefined;
    } else
      notes.push(
        'JSON was mentioned but no JSON object was found; write it like {"name":"x"}.',
      );
  }
  if (draft.url === undefined) {
    return {
      ok: false,
      reason:
        'I could not find a URL (such as https://api.example.com/users) in the description.',
      notes,
    };
  }
  const bodyless = ['GET', 'HEAD', 'DELETE', 'OPTIONS'];
  if (state.pairs.length > 0) {
    const toQuery = draft.method
      ? bodyless.includes(draft.method)
      : draft.json === undefined && draft.rawBody === undefined;
    (toQuery ? draft.query : draft.form).push(...state.pairs);
  }
  const bodies = [
    draft.json !== undefined,
    draft.rawBody !== undefined,
    draft.form.length > 0,
  ].filter(Boolean);
  if (bodies.length > 1) {
    return {
      ok: false,
      reason:
        'The description has more than one kind of body (JSON, form fields or text); keep one.',
      notes,
    };
  }
  if (bodies.length === 1 && draft.method && bodyless.includes(draft.method)) {
    return {
      ok: false,
      reason: `A ${draft.method} request cannot carry a body; say post, put or patch instead.`,
      notes,
    };
  }
  return { ok: true, curl: buildCurl({ ...draft, url: draft.url }), notes };
}
