/**
 * The keywords of the offline interpreter: each handler reads the words after it
 * (a method, `header Name: value`, `bearer token X`, `timeout 5 s`...) and says
 * how many tokens it used.
 */
import type { DraftRequest } from './build';
import type { Token } from './tokens';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const VERBS: Record<string, string> = {
  fetch: 'GET',
  retrieve: 'GET',
  read: 'GET',
  download: 'GET',
  list: 'GET',
  load: 'GET',
  create: 'POST',
  submit: 'POST',
  add: 'POST',
  upload: 'POST',
  replace: 'PUT',
  update: 'PATCH',
  modify: 'PATCH',
  change: 'PATCH',
  edit: 'PATCH',
  remove: 'DELETE',
  erase: 'DELETE',
};
export const STOPWORDS = new Set(
  (
    'a an the to at on from for of in into with and or also plus then please me my it this that ' +
    'request requests call api endpoint url using use via make do send sending as by is are be ' +
    'containing contains content set value values http https auth authentication authorization ' +
    'access data body payload text , & + - : a.k.a'
  ).split(' '),
);
const MIME: Record<string, string> = {
  json: 'application/json',
  xml: 'application/xml',
  text: 'text/plain',
  html: 'text/html',
  form: 'application/x-www-form-urlencoded',
};

export type Mode = 'auto' | 'query' | 'form';

export interface State {
  draft: Omit<DraftRequest, 'url'> & { url?: string };
  jsonMentioned: boolean;
  explicitMethod: boolean;
  mode: Mode;
  pairs: [string, string][];
  notes: string[];
  unknown: string[];
}

const lower = (token: Token | undefined) =>
  token?.kind === 'word' ? token.text.toLowerCase() : '';

export function splitPair(
  text: string,
  separator: ':' | '=',
): [string, string] | undefined {
  const at = text.indexOf(separator);
  if (at <= 0) return undefined;
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

/** Reads `Name: value`, `Name:value`, `Name=value` or `'Name: value'` at tokens[i]; returns tokens used. */
function readHeader(tokens: Token[], i: number, state: State): number {
  const token = tokens[i];
  if (!token || token.kind === 'url' || token.kind === 'json') return 0;
  const text = token.text.replace(/,$/, '');
  if (text.endsWith(':') && tokens[i + 1]) {
    state.draft.headers.push([
      text.slice(0, -1),
      tokens[i + 1]?.text.replace(/,$/, '') ?? '',
    ]);
    return 2;
  }
  const pair = splitPair(text, ':') ?? splitPair(text, '=');
  if (pair && pair[1] !== '') {
    state.draft.headers.push(pair);
    return 1;
  }
  return 0;
}

function setMethod(state: State, method: string, explicit: boolean): void {
  if (explicit && !state.explicitMethod) {
    state.draft.method = method;
    state.explicitMethod = true;
  } else if (!explicit && state.draft.method === undefined) state.draft.method = method;
}

/** Handles the keyword at tokens[i]; returns how many tokens it used (0 = not a keyword). */
export function keyword(tokens: Token[], i: number, state: State): number {
  const word = lower(tokens[i]);
  const next = lower(tokens[i + 1]);
  /** A plain value (word or quoted string) at j; URLs, JSON and filler words are not values. */
  const valueAt = (j: number) => {
    const token = tokens[j];
    if (!token || token.kind === 'url' || token.kind === 'json') return undefined;
    if (token.kind === 'word' && STOPWORDS.has(token.text.toLowerCase()))
      return undefined;
    return token.text;
  };
  const { draft } = state;
  if (METHODS.includes(word.toUpperCase()))
    return (setMethod(state, word.toUpperCase(), true), 1);
  const verb = VERBS[word];
  if (verb) return (setMethod(state, verb, false), 1);
  switch (word) {
    case 'json':
      state.jsonMentioned = true;
      return 1;
    case 'form':
    case 'fields':
    case 'field':
    case 'urlencoded':
      state.mode = 'form';
      return 1;
    case 'query':
    case 'param':
    case 'params':
    case 'parameter':
    case 'parameters':
      state.mode = 'query';
      return 1;
    case 'header':
    case 'headers': {
      let used = 1;
      for (
        let n = readHeader(tokens, i + used, state);
        n > 0;
        n = readHeader(tokens, i + used, state)
      ) {
        used += n;
        if (lower(tokens[i + used]) === 'and') used++;
      }
      return used;
    }
    case 'bearer':
    case 'token': {
      const skip = word === 'bearer' && next === 'token' ? 2 : 1;
      const value = valueAt(i + skip);
      if (value === undefined) return 0;
      draft.bearer = value;
      return skip + 1;
    }
    case 'basic': {
      const skip = ['auth', 'authentication'].includes(next) ? 2 : 1;
      const value = valueAt(i + skip);
      if (value?.includes(':')) return ((draft.user = value), skip + 1);
      return skip;
    }
    case 'user':
    case 'username':
    case 'login': {
      if (next === 'agent') {
        const agent = valueAt(i + 2);
        return agent === undefined ? 2 : ((draft.userAgent = agent), 3);
      }
      // Only `user NAME password SECRET` or `user NAME:SECRET`: "user" alone is too common a word.
      const name = valueAt(i + 1);
      if (name === undefined) return 0;
      const hasPassword = ['password', 'pass', 'pwd'].includes(lower(tokens[i + 2]));
      const password = hasPassword ? valueAt(i + 3) : undefined;
      if (hasPassword && password !== undefined)
        return ((draft.user = `${name}:${password}`), 4);
      if (name.includes(':')) return ((draft.user = name), 2);
      return 0;
    }
    case 'user-agent':
    case 'useragent': {
      const agent = valueAt(i + 1);
      return agent === undefined ? 0 : ((draft.userAgent = agent), 2);
    }
    case 'apikey':
    case 'api-key':
    case 'api_key':
    case 'api': {
      const skip = word === 'api' ? (next === 'key' ? 2 : 0) : 1;
      const value = skip ? valueAt(i + skip) : undefined;
      if (value === undefined) return 0;
      draft.headers.push(['X-API-Key', value]);
      state.notes.push(
        'The API key is sent in an X-API-Key header; change the name if your API expects another.',
      );
      return skip + 1;
    }
    case 'cookie':
    case 'cookies': {
      let used = 1;
      while (tokens[i + used]?.text.includes('=')) {
        draft.cookies.push(tokens[i + used]?.text.replace(/[,;]$/, '') ?? '');
        used++;
      }
      return used;
    }
    case 'accept':
    case 'content-type': {
      const after = tokens[i + 1];
      const value =
        after?.kind === 'word' || after?.kind === 'string' ? after.text : undefined;
      if (value === undefined) return 0;
      draft.headers.push([
        word === 'accept' ? 'Accept' : 'Content-Type',
        MIME[value.toLowerCase()] ?? value,
      ]);
      return 2;
    }
    case 'timeout': {
      const amount = Number(valueAt(i + 1));
      if (!Number.isFinite(amount) || amount <= 0) return 0;
      const unit = lower(tokens[i + 2]);
      const ms = ['ms', 'millisecond', 'milliseconds'].includes(unit);
      const named = ms || ['s', 'sec', 'secs', 'second', 'seconds'].includes(unit);
      draft.timeoutSeconds = ms ? amount / 1000 : amount;
      return named ? 3 : 2;
    }
    default:
      return 0;
  }
}
