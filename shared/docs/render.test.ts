import { describe, expect, it } from 'vitest';
import { DocumentationSchema } from '../api/extensions';
import Value from 'typebox/value';
import {
  DEFAULT_DOCUMENTATION,
  DOC_BLOCK_TYPES,
  DOC_LIMITS,
  renderDocumentation,
} from './render';

describe('renderDocumentation', () => {
  it('knows every block kind of spec §3', () => {
    expect(DOC_BLOCK_TYPES).toEqual([
      'header',
      'paragraph',
      'list',
      'image',
      'quote',
      'code',
      'delimiter',
      'table',
      'checklist',
      'embed',
      'messageBox',
      'button',
      'linkTool',
      'attaches',
      'blocksDiagram',
    ]);
  });

  it('answers anything that is not a document with an error, never a throw', () => {
    for (const doc of [
      null,
      undefined,
      'x',
      42,
      [],
      {},
      { blocks: 'x' },
      { blocks: {} },
    ]) {
      expect(renderDocumentation(doc)).toEqual({
        html: '',
        toc: [],
        errors: ['The documentation must be an object with a "blocks" list.'],
      });
    }
  });

  it('survives values no JSON parser makes (throwing getters and proxies)', () => {
    const trap = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('boom');
        },
      },
    );
    expect(renderDocumentation(trap).errors).toEqual([
      'The documentation could not be read.',
    ]);
    const block = {
      type: 'paragraph',
      get data(): unknown {
        throw new Error('boom');
      },
    };
    const result = renderDocumentation({
      blocks: [block, { type: 'paragraph', data: { text: 'ok' } }],
    });
    expect(result.errors).toEqual(['Block 1 could not be rendered.']);
    expect(result.html).toContain('>ok</p>');
  });

  it('reports blocks that are not objects, unknown types and bad data', () => {
    const { html, errors } = renderDocumentation({
      blocks: [
        null,
        5,
        { type: 'raw', data: { html: '<b>x</b>' } },
        { type: 'constructor', data: {} },
        { type: 'paragraph', data: 'x' },
        { data: {} },
      ],
    });
    expect(html).toBe('');
    expect(errors).toEqual([
      'Block 1 is not an object.',
      'Block 2 is not an object.',
      'Block 3 has an unknown type "raw".',
      'Block 4 has an unknown type "constructor".',
      'Block 5 (paragraph): "data" must be an object.',
      'Block 6 has an unknown type "undefined".',
    ]);
  });

  it('applies the alignment tune to every block kind', () => {
    for (const alignment of ['left', 'center', 'right', 'justify']) {
      const { html } = renderDocumentation({
        blocks: [
          { type: 'paragraph', data: { text: 'x' }, tunes: { alignment: { alignment } } },
        ],
      });
      expect(html).toContain(
        `<div class="aix-doc-block aix-doc-block--paragraph aix-doc-align--${alignment}">`,
      );
    }
    const bad = renderDocumentation({
      blocks: [
        {
          type: 'delimiter',
          data: {},
          tunes: { alignment: { alignment: 'center" onclick="x' } },
        },
      ],
    });
    expect(bad.html).toContain('<div class="aix-doc-block aix-doc-block--delimiter">');
    expect(bad.errors).toEqual([
      'Block 1 (delimiter): the alignment must be left, center, right or justify.',
    ]);
  });

  it(`renders at most ${DOC_LIMITS.maxBlocks} blocks and says so`, () => {
    const blocks = Array.from({ length: DOC_LIMITS.maxBlocks + 10 }, (_, i) => ({
      type: 'paragraph',
      data: { text: `p${i}` },
    }));
    const { html, errors } = renderDocumentation({ blocks });
    expect(html.match(/<p /g)).toHaveLength(DOC_LIMITS.maxBlocks);
    expect(errors).toEqual([
      `Only the first ${DOC_LIMITS.maxBlocks} of ${DOC_LIMITS.maxBlocks + 10} blocks were rendered.`,
    ]);
  });

  it(`keeps at most ${DOC_LIMITS.maxErrors} error lines`, () => {
    const { errors } = renderDocumentation({
      blocks: Array.from({ length: 450 }, () => null),
    });
    expect(errors).toHaveLength(DOC_LIMITS.maxErrors + 1);
    expect(errors.at(-1)).toBe(
      `${450 - DOC_LIMITS.maxErrors} more problems were not listed.`,
    );
  });

  it('marks a forced theme on the root and ignores unknown themes', () => {
    const doc = { blocks: [{ type: 'paragraph', data: { text: 'x' } }] };
    expect(renderDocumentation(doc, { theme: 'dark' }).html).toMatch(
      /^<div class="aix-doc aix-doc--dark">/,
    );
    expect(renderDocumentation(doc, { theme: 'light' }).html).toMatch(
      /^<div class="aix-doc aix-doc--light">/,
    );
    expect(renderDocumentation(doc).html).toMatch(/^<div class="aix-doc">/);
  });

  it('never reads block fields through the prototype', () => {
    const block = JSON.parse(
      '{"type":"paragraph","data":{"__proto__":{"text":"<b>inherited</b>"}},"__proto__":{"tunes":{"alignment":{"alignment":"center"}}}}',
    ) as unknown;
    expect(renderDocumentation({ blocks: [block] })).toEqual({
      html: '',
      toc: [],
      errors: [],
    });
    expect(({} as Record<string, unknown>).text).toBeUndefined();
  });
});

describe('DEFAULT_DOCUMENTATION', () => {
  it('is the two level-2 headers of spec §3 and fits the API schema', () => {
    const { toc, errors } = renderDocumentation(DEFAULT_DOCUMENTATION);
    expect(toc).toEqual([
      { id: 'doc-designer-properties', level: 2, text: 'Designer Properties' },
      { id: 'doc-blocks', level: 2, text: 'Blocks' },
    ]);
    expect(errors).toEqual([]);
    expect(
      Value.Check(DocumentationSchema, {
        html: '',
        toc: true,
        blocks: DEFAULT_DOCUMENTATION,
      }),
    ).toBe(true);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_DOCUMENTATION.blocks[0]?.data)).toBe(true);
    expect(() => (DEFAULT_DOCUMENTATION.blocks as unknown[]).push({})).toThrow();
  });
});
