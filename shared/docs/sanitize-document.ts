/**
 * A stored document's markup, cleaned before it is kept or handed to the editor.
 * The renderer sanitises what visitors see, but the editor writes block text into
 * contenteditable nodes with innerHTML, so a `<meta http-equiv=refresh>` or `<style>`
 * kept in the stored blocks acted when an admin opened the extension. Every string
 * that holds markup goes through the same inline allow-list the renderer uses;
 * strings without `<` cannot hold a tag and stay as they are (URLs, ids, themes).
 */
import { DOC_LIMITS } from './limits';
import { sanitizeInline } from './sanitize';

/**
 * True when `value` nests deeper than `max` levels of objects and arrays. Iterative,
 * so a hostile 3,000-level document cannot overflow the stack measuring it.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= max) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

export const DOCUMENT_TOO_DEEP = `The documentation is nested too deeply (more than ${DOC_LIMITS.maxDepth} levels).`;

/** A copy of `value` with every string that holds markup sanitised. */
export function sanitizeDocumentHtml<T>(value: T): T {
  if (nestsDeeperThan(value, DOC_LIMITS.maxDepth))
    throw new RangeError(DOCUMENT_TOO_DEEP);
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string')
    return value.includes('<') ? sanitizeInline(value) : value;
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // A key named "__proto__" must stay data, never become the copy's prototype.
    Object.defineProperty(out, key, {
      value: clean(child),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
