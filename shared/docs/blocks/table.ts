/** Table block: { withHeadings, content: cell text rows }. */
import { type BlockContext, type Data, own } from '../context';
import { DOC_LIMITS } from '../limits';
import { sanitizeInline } from '../sanitize';

export function renderTable(data: Data, ctx: BlockContext): string | null {
  const content = own(data, 'content');
  if (!Array.isArray(content)) return ctx.invalid('"content" must be a list of rows.');
  if (content.length > DOC_LIMITS.maxTableRows) {
    ctx.warn(`tables longer than ${DOC_LIMITS.maxTableRows} rows were cut.`);
  }
  let wideCut = false;
  let badRows = 0;
  const rows: string[][] = [];
  for (const row of content.slice(0, DOC_LIMITS.maxTableRows)) {
    if (!Array.isArray(row)) {
      badRows += 1;
      continue;
    }
    if (row.length > DOC_LIMITS.maxTableColumns) wideCut = true;
    rows.push(
      row
        .slice(0, DOC_LIMITS.maxTableColumns)
        .map(cell => sanitizeInline(ctx.textValue(cell, 'A table cell') ?? '')),
    );
  }
  if (badRows > 0) {
    ctx.warn(
      badRows === 1
        ? 'skipped 1 row that was not a list.'
        : `skipped ${badRows} rows that were not lists.`,
    );
  }
  if (wideCut)
    ctx.warn(`tables wider than ${DOC_LIMITS.maxTableColumns} columns were cut.`);
  if (rows.length === 0) return null;

  // Short rows are padded so every row has the same number of cells.
  const width = Math.max(...rows.map(row => row.length));
  if (width === 0) return null;
  const cells = (row: string[], tag: 'td' | 'th') =>
    Array.from({ length: width }, (_, i) =>
      tag === 'th' ? `<th scope="col">${row[i] ?? ''}</th>` : `<td>${row[i] ?? ''}</td>`,
    ).join('');
  const withHeadings = ctx.flag(data, 'withHeadings');
  const [first, ...rest] = rows;
  const head =
    withHeadings && first ? `<thead><tr>${cells(first, 'th')}</tr></thead>` : '';
  const bodyRows = withHeadings ? rest : rows;
  const body = bodyRows.map(row => `<tr>${cells(row, 'td')}</tr>`).join('');
  return (
    '<div class="aix-doc-table" role="region" aria-label="Table" tabindex="0">' +
    `<table>${head}${body ? `<tbody>${body}</tbody>` : ''}</table></div>`
  );
}
