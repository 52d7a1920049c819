import { describe, expect, it } from 'vitest';
import { DOC_LIMITS } from '../limits';
import { renderDocumentation } from '../render';

const one = (type: string, data: unknown) =>
  renderDocumentation({ time: 0, blocks: [{ type, data }] });
const item = (text: string) => `<li><span class="aix-doc-list__text">${text}</span></li>`;

describe('list block', () => {
  it('renders @editorjs/list 1.x string items', () => {
    const { html, errors } = one('list', {
      style: 'unordered',
      items: ['a', '<b>b</b>'],
    });
    expect(html).toContain(
      `<ul class="aix-doc-list aix-doc-list--unordered">${item('a')}${item('<b>b</b>')}</ul>`,
    );
    expect(errors).toEqual([]);
  });

  it('renders nested-list items with their children', () => {
    const { html } = one('list', {
      style: 'ordered',
      items: [
        { content: 'one', items: [{ content: 'one.a', items: [] }] },
        { content: 'two', items: [] },
      ],
    });
    expect(html).toContain(
      '<ol class="aix-doc-list aix-doc-list--ordered"><li><span class="aix-doc-list__text">one</span>' +
        `<ol>${item('one.a')}</ol></li>${item('two')}</ol>`,
    );
  });

  it('renders @editorjs/list 2.x meta: start, counter type and checklist style', () => {
    const ordered = one('list', {
      style: 'ordered',
      meta: { start: 3, counterType: 'upper-roman' },
      items: [{ content: 'c', meta: {}, items: [] }],
    });
    expect(ordered.html).toContain(
      '<ol class="aix-doc-list aix-doc-list--ordered aix-doc-list--upper-roman" start="3">',
    );
    const checklist = one('list', {
      style: 'checklist',
      meta: {},
      items: [
        { content: 'done', meta: { checked: true }, items: [] },
        { content: 'todo', meta: { checked: false }, items: [] },
      ],
    });
    expect(checklist.html).toContain(
      '<li class="is-checked"><span class="aix-doc-checkbox" role="img" aria-label="Done"></span>',
    );
    expect(checklist.html).toContain('aria-label="Not done"');
  });

  it('rejects a bad style or items, and skips items of the wrong type', () => {
    expect(one('list', { style: 'fancy', items: [] }).errors).toEqual([
      'Block 1 (list): "style" must be ordered, unordered or checklist.',
    ]);
    expect(one('list', { items: 'a' }).errors).toEqual([
      'Block 1 (list): "items" must be a list.',
    ]);
    const mixed = one('list', { items: ['ok', 5, null, ['x']] });
    expect(mixed.html).toContain(item('ok'));
    expect(mixed.errors).toHaveLength(3);
  });

  it(`cuts nesting below ${DOC_LIMITS.maxListDepth} levels`, () => {
    let node: unknown = { content: 'deepest', items: [] };
    for (let level = 20; level > 0; level -= 1)
      node = { content: `level ${level}`, items: [node] };
    const { html, errors } = one('list', { items: [node] });
    expect(html.match(/<ul/g)).toHaveLength(DOC_LIMITS.maxListDepth);
    expect(html).toContain(`level ${DOC_LIMITS.maxListDepth}<`);
    expect(html).not.toContain(`level ${DOC_LIMITS.maxListDepth + 1}<`);
    expect(errors).toEqual([
      `Block 1 (list): lists nested deeper than ${DOC_LIMITS.maxListDepth} levels were cut.`,
    ]);
  });

  it(`cuts lists over ${DOC_LIMITS.maxListItems} items and says so`, () => {
    const items = Array.from({ length: DOC_LIMITS.maxListItems + 5 }, (_, i) => `i${i}`);
    const { html, errors } = one('list', { items });
    expect(html.match(/<li>/g)).toHaveLength(DOC_LIMITS.maxListItems);
    expect(errors).toEqual([
      `Block 1 (list): lists longer than ${DOC_LIMITS.maxListItems} items were cut.`,
    ]);
    expect(
      one('list', { items: items.slice(0, DOC_LIMITS.maxListItems) }).errors,
    ).toEqual([]);
  });
});

describe('checklist block', () => {
  it('renders checked and unchecked items', () => {
    const { html, errors } = one('checklist', {
      items: [
        { text: 'Build <b>it</b>', checked: true },
        { text: 'Ship', checked: false },
      ],
    });
    expect(html).toContain(
      '<ul class="aix-doc-checklist"><li class="aix-doc-checklist__item is-checked">' +
        '<span class="aix-doc-checkbox" role="img" aria-label="Done"></span><span>Build <b>it</b></span></li>' +
        '<li class="aix-doc-checklist__item"><span class="aix-doc-checkbox" role="img" aria-label="Not done"></span>' +
        '<span>Ship</span></li></ul>',
    );
    expect(errors).toEqual([]);
  });

  it('treats only true as checked and skips items that are not objects', () => {
    const { html, errors } = one('checklist', {
      items: [{ text: 'a', checked: 'true' }, 'b', null],
    });
    expect(html).not.toContain('is-checked');
    expect(errors).toHaveLength(2);
  });

  it(`cuts checklists over ${DOC_LIMITS.maxChecklistItems} items`, () => {
    const items = Array.from({ length: DOC_LIMITS.maxChecklistItems + 1 }, () => ({
      text: 'x',
    }));
    const { html, errors } = one('checklist', { items });
    expect(html.match(/<li /g)).toHaveLength(DOC_LIMITS.maxChecklistItems);
    expect(errors).toHaveLength(1);
  });
});
