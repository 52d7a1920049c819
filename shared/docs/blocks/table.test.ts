import { describe, expect, it } from 'vitest';
import { DOC_LIMITS } from '../limits';
import { renderDocumentation } from '../render';

const one = (data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type: 'table', data }] });

describe('table block', () => {
  it('renders headings, pads short rows and keeps inline formatting', () => {
    const { html, errors } = one({
      withHeadings: true,
      content: [['Block', 'Type'], ['<b>Click</b>'], ['Text', 'string']],
    });
    expect(html).toContain(
      '<div class="aix-doc-table" role="region" aria-label="Table" tabindex="0"><table>' +
        '<thead><tr><th scope="col">Block</th><th scope="col">Type</th></tr></thead>' +
        '<tbody><tr><td><b>Click</b></td><td></td></tr><tr><td>Text</td><td>string</td></tr></tbody>' +
        '</table></div>',
    );
    expect(errors).toEqual([]);
  });

  it('renders every row as a body row without headings', () => {
    const { html } = one({ withHeadings: false, content: [['a'], ['b']] });
    expect(html).not.toContain('<thead>');
    expect(html.match(/<tr>/g)).toHaveLength(2);
  });

  it('rejects content that is not rows and reports odd rows and cells', () => {
    expect(one({ content: 'x' }).errors).toEqual([
      'Block 1 (table): "content" must be a list of rows.',
    ]);
    const { html, errors } = one({ content: [['ok', { x: 1 }], 'row', null] });
    expect(html).toContain('<td>ok</td><td></td>');
    expect(errors).toEqual([
      'Block 1 (table): A table cell must be text.',
      'Block 1 (table): skipped 2 rows that were not lists.',
    ]);
  });

  it('cuts huge tables at the row and column limits', () => {
    const content = Array.from({ length: 300 }, (_, r) =>
      Array.from({ length: 50 }, (_, c) => `${r}.${c}`),
    );
    const { html, errors } = one({ content });
    expect(html.match(/<tr>/g)).toHaveLength(DOC_LIMITS.maxTableRows);
    expect(html.match(/<td>/g)).toHaveLength(
      DOC_LIMITS.maxTableRows * DOC_LIMITS.maxTableColumns,
    );
    expect(errors).toHaveLength(2);
  });
});
