/**
 * Turns user search text into full-text queries without ever passing the raw text
 * to FTS5 or tsquery syntax: the text is split into words of letters and digits,
 * every word is quoted, and only the last word becomes a prefix (search as you type),
 * once it has MIN_PREFIX letters: a one- or two-letter prefix would match most of
 * the catalogue and rank it all for one keystroke.
 * Operators such as AND, OR, NEAR, `*`, quotes or SQL comments become plain words
 * or disappear, so they match literally or not at all.
 */

/** Words beyond this are ignored; a catalogue query never needs more. */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
export const MIN_PREFIX = 3;
const WORD = /[\p{L}\p{N}]+/gu;

export interface SearchTerms {
  /** The trimmed, lower-cased text, compared with names for the exact and prefix tiers. */
  phrase: string;
  tokens: string[];
}

/** undefined when there is nothing to search for (no text, or only whitespace). */
export function parseSearch(text: string | undefined): SearchTerms | undefined {
  const phrase = (text ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (phrase === '') return undefined;
  const tokens = (phrase.match(WORD) ?? [])
    .slice(0, MAX_TOKENS)
    .map(token => token.slice(0, MAX_TOKEN_LENGTH));
  return { phrase, tokens };
}

/**
 * FTS5 MATCH expression: `"word" "word"*` (implicit AND). Tokens hold only letters
 * and digits, so the double quotes can never be closed early.
 */
export function toFts5Query(tokens: readonly string[]): string {
  return tokens
    .map((token, index) => `"${token}"${prefix(tokens, index) ? '*' : ''}`)
    .join(' ');
}

function prefix(tokens: readonly string[], index: number): boolean {
  return index === tokens.length - 1 && [...(tokens[index] ?? '')].length >= MIN_PREFIX;
}

/** tsquery text for `to_tsquery('simple', …)`: `'word' & 'word':*`. */
export function toTsQuery(tokens: readonly string[]): string {
  return tokens
    .map((token, index) => `'${token}'${prefix(tokens, index) ? ':*' : ''}`)
    .join(' & ');
}
