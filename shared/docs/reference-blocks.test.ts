import { describe, expect, it } from 'vitest';
import type { ComponentReference } from '../aix/block-reference';
import { defaultDocument } from './editor-data';
import {
  insertReference,
  referenceBlocks,
  REFERENCE_ID_PREFIX,
} from './reference-blocks';
import { renderDocumentation } from './render';

const text = { type: 'text', label: 'text', options: null };
const component: ComponentReference = {
  type: 'com.example.Clock',
  name: 'Clock',
  instanceName: 'Clock1',
  description: 'Ticks <fast>',
  helpUrl: null,
  nonVisible: true,
  version: '1',
  versionName: '1.0',
  events: [
    {
      blockType: 'component_event',
      name: 'Timer',
      description: 'Fires <b>',
      deprecated: false,
      params: [{ name: 'at', input: 'at', ...text }],
      signature: '',
    },
  ],
  methods: [
    {
      blockType: 'component_method',
      name: 'Start',
      description: 'Starts',
      deprecated: false,
      shape: 'value',
      params: [],
      returns: { type: 'number', label: 'number', options: null },
      continuation: false,
      signature: '',
    },
  ],
  properties: [
    {
      blockType: 'component_set_get',
      name: 'Interval',
      description: 'ms',
      deprecated: false,
      type: 'number',
      label: 'number',
      options: null,
      getter: true,
      setter: true,
      access: 'read-write',
      category: null,
    },
  ],
  designerProperties: [
    { name: 'Enabled', editorType: 'boolean', defaultValue: 'True', choices: [] },
  ],
};

describe('referenceBlocks', () => {
  it('builds escaped tables of events, methods, properties and designer properties', () => {
    const ref = referenceBlocks([component]);
    expect(ref.designer).toHaveLength(1);
    expect(ref.blocks.map(block => block.type)).toEqual([
      'header',
      'table',
      'header',
      'table',
      'header',
      'table',
    ]);
    const events = ref.blocks[1]?.data.content as string[][];
    expect(events[1]).toEqual(['<b>Timer</b>', 'at: <i>text</i>', 'Fires &lt;b&gt;']);
    const rendered = renderDocumentation({
      time: 0,
      blocks: [...ref.designer, ...ref.blocks],
    });
    expect(rendered.errors).toEqual([]);
    expect(rendered.html).toContain('Interval');
    expect(rendered.html).not.toContain('<b>Fires');
  });

  it('adds a component heading when the .aix holds several components', () => {
    const ref = referenceBlocks([component, { ...component, name: 'Other' }]);
    expect(
      ref.blocks.filter(block => block.type === 'header' && block.data.level === 3),
    ).toHaveLength(2);
    expect((ref.designer[0]?.data.content as string[][])[0]).toContain('Component');
  });
});

describe('insertReference', () => {
  it('puts each part under its default header and replaces an earlier insert', () => {
    const ref = referenceBlocks([component]);
    const once = insertReference(defaultDocument().blocks, ref);
    expect(once[0]?.data.text).toBe('Designer Properties');
    expect(once[1]?.id).toBe(`${REFERENCE_ID_PREFIX}designer`);
    expect(once[2]?.data.text).toBe('Blocks');
    const twice = insertReference(once, ref);
    expect(twice).toEqual(once);
  });

  it('adds the header when the maker deleted it', () => {
    const out = insertReference(
      [{ type: 'paragraph', data: { text: 'Intro' } }],
      referenceBlocks([component]),
    );
    expect(out.map(block => block.data.text).filter(Boolean)).toContain('Blocks');
    expect(out[0]?.data.text).toBe('Intro');
  });
});
