/**
 * Hard limits of the documentation renderer. Documents are stored by makers and shown to
 * every visitor, so the renderer bounds its own work instead of trusting the editor.
 * Anything past a limit is cut and reported in `errors`.
 */
export const DOC_LIMITS = {
  /** Blocks rendered per document. */
  maxBlocks: 500,
  /** Nesting levels of a list (the top level counts as 1). */
  maxListDepth: 8,
  /** Items of one list, counted over all its levels. */
  maxListItems: 1000,
  /** Characters of one text field (paragraph, header, cell, caption...). */
  maxTextLength: 10_000,
  /** Characters of one code block. */
  maxCodeLength: 50_000,
  maxTableRows: 200,
  maxTableColumns: 30,
  maxChecklistItems: 500,
  /** Characters of a URL; data:image URLs have their own, larger budget. */
  maxUrlLength: 2048,
  maxDataUrlLength: 1_500_000,
  /** Messages kept in `errors`; a hostile document could otherwise produce millions. */
  maxErrors: 200,
  /** Levels of nesting of the stored JSON (objects and arrays); deeper is refused. */
  maxDepth: 32,
} as const;
