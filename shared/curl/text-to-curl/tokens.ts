/**
 * Splits a plain-words request into tokens, keeping whole the pieces that contain
 * spaces or punctuation of their own: JSON objects/arrays, quoted strings and URLs.
 */
export type Token =
  | { kind: 'word'; text: string }
  | { kind: 'json'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'url'; text: string };

const QUOTES: Record<string, string> = {
  '"': '"',
  "'": "'",
  '`': '`',
  '“': '”',
  '‘': '’',
};
const URL_START = /^(https?:\/\/|www\.)/i;
/** host.tld or host:port with an optional path, e.g. api.example.com/users or localhost:8080/x */
const BARE_HOST = /^([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$|^localhost(:\d+)?(\/\S*)?$/i;

/** End index (exclusive) of a balanced JSON value starting at `start`, or -1. */
function jsonEnd(input: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < input.length; i++) {
    const ch = input.charAt(i);
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Trailing sentence punctuation is not part of a URL or word. */
function trimPunctuation(word: string): string {
  return word.replace(/[.,;!?)]+$/, '');
}

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '{' || ch === '[') {
      const end = jsonEnd(input, i);
      if (end !== -1 && isJson(input.slice(i, end))) {
        tokens.push({ kind: 'json', text: input.slice(i, end) });
        i = end;
        continue;
      }
    }
    const close = QUOTES[ch];
    if (close) {
      const end = input.indexOf(close, i + 1);
      if (end !== -1) {
        tokens.push({ kind: 'string', text: input.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    let end = i;
    while (end < input.length && !/\s/.test(input.charAt(end))) end++;
    const raw = input.slice(i, end);
    const word = trimPunctuation(raw);
    if (/^https?:\/\//i.test(word)) tokens.push({ kind: 'url', text: word });
    else if (URL_START.test(word) || BARE_HOST.test(word)) {
      const scheme = /^localhost\b/i.test(word) ? 'http' : 'https';
      tokens.push({ kind: 'url', text: `${scheme}://${word}` });
    } else if (word !== '') tokens.push({ kind: 'word', text: word });
    i = end;
  }
  return tokens;
}
