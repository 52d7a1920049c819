/** Helpers over curlconverter's `Word` (a string that may hold `$VAR` / `$(cmd)` pieces). */
import type { Word } from '../parser';

interface ShellTokenLike {
  type: string;
  text?: string;
  value?: string;
}

function isWord(value: unknown): value is Word {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { tokens?: unknown }).tokens) &&
    typeof (value as { isString?: unknown }).isString === 'function'
  );
}

function describeToken(token: ShellTokenLike): string {
  const text = token.text ?? token.value ?? '';
  return token.type === 'command'
    ? `the command substitution ${text}`
    : `the variable ${text}`;
}

/**
 * The first shell expansion anywhere inside `value` (a request, a config, a list),
 * described for a message, or undefined when every piece is a plain string.
 */
export function findShellExpansion(
  value: unknown,
  seen = new Set<object>(),
): string | undefined {
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  if (isWord(value)) {
    if (value.isString()) return undefined;
    const token = value.tokens.find(t => typeof t !== 'string') as
      ShellTokenLike | undefined;
    return token ? describeToken(token) : 'a shell expansion';
  }
  const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  for (const item of items) {
    const found = findShellExpansion(item, seen);
    if (found) return found;
  }
  return undefined;
}

/** The plain text of a Word already checked with findShellExpansion. */
export function text(word: Word | undefined | null): string {
  return word ? word.toString() : '';
}

export function hasNonAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return true;
  return false;
}
