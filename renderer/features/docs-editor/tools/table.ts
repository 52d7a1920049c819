import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { DOC_LIMITS } from '#shared/docs/limits';
import { editable, el, INLINE_SANITIZE, nextId } from './dom';

export interface TableData {
  withHeadings: boolean;
  content: string[][];
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const node = el('button', 'btn btn--ghost btn--sm', { type: 'button' });
  node.textContent = label;
  node.addEventListener('click', onClick);
  return node;
}

/** A grid of editable cells with row/column buttons and a heading-row switch. */
export class TableTool implements BlockTool {
  static get toolbox() {
    return { title: 'Table', icon: '<span aria-hidden="true">▦</span>' };
  }
  static get sanitize() {
    return { content: INLINE_SANITIZE };
  }
  static get isReadOnlySupported() {
    return true;
  }
  static get enableLineBreaks() {
    return true;
  }

  private content: string[][];
  private readonly node: HTMLElement;
  private readonly grid: HTMLTableElement;
  private readonly headings: HTMLInputElement;
  private readonly readOnly: boolean;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<TableData>>) {
    this.readOnly = readOnly;
    const given =
      Array.isArray(data.content) && data.content.length > 0
        ? data.content
        : [
            ['', ''],
            ['', ''],
          ];
    this.content = given.map(row =>
      Array.isArray(row) ? row.map(cell => (typeof cell === 'string' ? cell : '')) : [''],
    );
    this.node = el('div', 'de-table');
    this.grid = el('table', 'de-table__grid');
    const id = nextId('de-table-head');
    const toggle = el('div', 'de-table__toolbar');
    this.headings = el('input', undefined, { type: 'checkbox', id });
    this.headings.checked = data.withHeadings === true;
    this.headings.disabled = readOnly;
    const label = el('label', 'de-field__label', { for: id });
    label.textContent = 'First row is a heading';
    toggle.append(this.headings, label);
    if (!readOnly) {
      toggle.append(
        button('Add row', () => this.change(rows => [...rows, rows[0]!.map(() => '')])),
        button('Add column', () => this.change(rows => rows.map(row => [...row, '']))),
        button('Remove row', () =>
          this.change(rows => (rows.length > 1 ? rows.slice(0, -1) : rows)),
        ),
        button('Remove column', () =>
          this.change(rows =>
            rows[0]!.length > 1 ? rows.map(row => row.slice(0, -1)) : rows,
          ),
        ),
      );
    }
    this.node.append(toggle, this.grid);
    this.draw();
  }

  private change(update: (rows: string[][]) => string[][]): void {
    const next = update(this.read());
    if (
      next.length > DOC_LIMITS.maxTableRows ||
      (next[0]?.length ?? 0) > DOC_LIMITS.maxTableColumns
    )
      return;
    this.content = next;
    this.draw();
  }

  private draw(): void {
    this.grid.replaceChildren();
    this.content.forEach((row, r) => {
      const tr = el('tr');
      row.forEach((cell, c) => {
        const td = el('td');
        td.append(
          editable(
            'de-table__cell',
            cell,
            `Row ${r + 1}, column ${c + 1}`,
            this.readOnly,
          ),
        );
        tr.append(td);
      });
      this.grid.append(tr);
    });
  }

  private read(): string[][] {
    return Array.from(this.grid.rows).map(row =>
      Array.from(row.cells).map(
        cell => cell.querySelector('.de-table__cell')?.innerHTML ?? '',
      ),
    );
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): TableData {
    return { withHeadings: this.headings.checked, content: this.read() };
  }

  validate(data: TableData): boolean {
    return data.content.some(row => row.some(cell => cell.trim() !== ''));
  }
}
