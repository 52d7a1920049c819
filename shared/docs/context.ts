/**
 * State shared by the block renderers while one document renders: the error list, the
 * table of contents, used heading ids, and typed readers for untrusted block data.
 */
import { htmlToPlainText } from './html';
import { DOC_LIMITS } from './limits';
import { sanitizeInline, sanitizeText } from './sanitize';

/** One heading of the table of contents; `id` is the heading element's id. */
export interface TocEntry {
  id: string;
  level: number;
  text: string;
}

/** Block data as stored: any JSON object. Read it only through `own()`. */
export type Data = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own properties only, so "__proto__", "constructor" or a polluted prototype never answer. */
export function own(data: Data, key: string): unknown {
  return Object.hasOwn(data, key) ? data[key] : undefined;
}

export class DocState {
  /**
   * Turns a stored site path (`/private/api/files/...`) into the address the page can
   * load it from; the identity unless the files live on another backend.
   */
  constructor(readonly resolveUrl: (url: string) => string = url => url) {}

  readonly errors: string[] = [];
  readonly toc: TocEntry[] = [];
  private readonly usedIds = new Set<string>();
  private dropped = 0;

  report(message: string): void {
    if (this.errors.length < DOC_LIMITS.maxErrors) this.errors.push(message);
    else this.dropped += 1;
  }

  finishErrors(): string[] {
    if (this.dropped > 0)
      this.errors.push(`${this.dropped} more problems were not listed.`);
    return this.errors;
  }

  /** A heading id that cannot clobber a global ("doc-" prefix) and is unique. */
  headingId(text: string): string {
    const slug = text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
    const base = `doc-${slug || 'section'}`;
    let id = base;
    for (let n = 2; this.usedIds.has(id); n += 1) id = `${base}-${n}`;
    this.usedIds.add(id);
    return id;
  }
}

export class BlockContext {
  constructor(
    readonly doc: DocState,
    readonly index: number,
    readonly type: string,
  ) {}

  warn(message: string): void {
    this.doc.report(`Block ${this.index + 1} (${this.type}): ${message}`);
  }

  /** Reports why the block is skipped; returns null for `return ctx.invalid(...)`. */
  invalid(message: string): null {
    this.warn(message);
    return null;
  }

  /**
   * A text field: undefined when absent, numbers become text, other types are reported.
   * Over-long text is cut at `max` and reported.
   */
  text(
    data: Data,
    key: string,
    max: number = DOC_LIMITS.maxTextLength,
  ): string | undefined {
    return this.textValue(own(data, key), `"${key}"`, max);
  }

  /** Same rules as `text()` for a value that is not a named field (a list item). */
  textValue(
    value: unknown,
    label: string,
    max: number = DOC_LIMITS.maxTextLength,
  ): string | undefined {
    if (value === undefined || value === null) return undefined;
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else if (typeof value === 'boolean') text = String(value);
    else {
      this.warn(`${label} must be text.`);
      return undefined;
    }
    if (text.length > max) {
      this.warn(`${label} was cut to ${max} characters.`);
      text = text.slice(0, max);
    }
    return text;
  }

  /** A field that may hold inline HTML, sanitized; '' when absent. */
  inline(data: Data, key: string): string {
    return sanitizeInline(this.text(data, key) ?? '');
  }

  /** A field without formatting: its text only, markup removed; '' when absent. */
  plain(data: Data, key: string): string {
    return sanitizeText(this.text(data, key) ?? '');
  }

  /** The first of several accepted spellings that is present ("message" or "body"). */
  firstKey(data: Data, keys: readonly string[]): string {
    return (
      keys.find(key => own(data, key) !== undefined && own(data, key) !== null) ??
      keys[0]!
    );
  }

  flag(data: Data, key: string): boolean {
    return own(data, key) === true;
  }

  /** Adds a heading to the table of contents and returns its id. */
  heading(level: number, html: string): string {
    const text = htmlToPlainText(html);
    const id = this.doc.headingId(text);
    this.doc.toc.push({ id, level, text });
    return id;
  }
}
