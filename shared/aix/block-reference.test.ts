import { describe, expect, it } from 'vitest';
import { blockReference } from './block-reference';
import { interpretAix } from './interpret';
import { formatAixSummary } from './summary';

const descriptor = {
  type: 'com.jewel.labelview.LabelView',
  name: 'LabelView',
  version: '13',
  versionName: '1.1',
  helpString: 'Labels <b>everywhere</b>',
  events: [
    {
      name: 'Clicked',
      description: 'On <i>click</i>',
      deprecated: 'false',
      params: [
        { name: 'id', type: 'number' },
        { name: 'label', type: 'text' },
      ],
    },
  ],
  methods: [
    { name: 'Remove', description: '', deprecated: 'false', params: [] },
    {
      name: 'CreateLabel',
      description: 'Creates',
      deprecated: 'false',
      params: [
        { name: 'arrangement', type: 'component' },
        {
          name: 'textStyle',
          type: 'com.jewel.labelview.helpers.LabelViewStyleEnum',
          helper: {
            type: 'OPTION_LIST',
            data: {
              key: 'LabelViewStyle',
              className: 'com.jewel.labelview.helpers.LabelViewStyle',
              defaultOpt: 'Normal',
              options: [
                { name: 'Normal', value: '0', description: 'Plain', deprecated: 'false' },
                { name: 'Old', value: '9', description: 'Gone', deprecated: 'true' },
              ],
            },
          },
        },
      ],
      returnType: 'number',
    },
  ],
  blockProperties: [
    {
      name: 'Width',
      description: '',
      type: 'number',
      rw: 'write-only',
      deprecated: 'false',
    },
    {
      name: 'Hidden',
      description: '',
      type: 'text',
      rw: 'invisible',
      deprecated: 'false',
    },
    {
      name: 'Count',
      description: '',
      type: 'number',
      rw: 'read-only',
      deprecated: 'false',
    },
  ],
  properties: [
    { name: 'Style', editorType: 'choices', defaultValue: 'a', editorArgs: ['a', 'b'] },
  ],
};

const metadata = interpretAix({
  files: [{ name: 'com.jewel.labelview/components.json', size: 1 }],
  entryCount: 1,
  texts: new Map([
    [
      'com.jewel.labelview/components.json',
      new TextEncoder().encode(JSON.stringify([descriptor])),
    ],
  ]),
  jars: new Map(),
});

describe('blockReference', () => {
  const [reference] = blockReference(metadata);

  it('lists blocks by name, with method arguments in descriptor order', () => {
    expect(reference?.methods.map(method => method.name)).toEqual([
      'CreateLabel',
      'Remove',
    ]);
    const create = reference?.methods[0];
    expect(create).toMatchObject({
      blockType: 'component_method',
      shape: 'value',
      signature: 'call LabelView1.CreateLabel(arrangement, textStyle) → number',
    });
    expect(create?.params.map(param => [param.input, param.label])).toEqual([
      ['ARG0', 'component'],
      ['ARG1', 'LabelViewStyle'],
    ]);
    expect(create?.params[1]?.options).toEqual([
      { name: 'Normal', value: '0', description: 'Plain' },
    ]);
    expect(reference?.methods[1]).toMatchObject({ shape: 'statement', returns: null });
  });

  it('gives events their parameters and plain-text descriptions', () => {
    expect(reference?.events[0]).toMatchObject({
      blockType: 'component_event',
      description: 'On click',
      signature: 'when LabelView1.Clicked(id, label)',
    });
  });

  it('drops invisible properties and says which have a getter or a setter', () => {
    expect(reference?.properties.map(p => [p.name, p.getter, p.setter])).toEqual([
      ['Count', true, false],
      ['Width', false, true],
    ]);
    expect(reference?.designerProperties).toEqual([
      { name: 'Style', editorType: 'choices', defaultValue: 'a', choices: ['a', 'b'] },
    ]);
    expect(reference).toMatchObject({
      name: 'LabelView',
      instanceName: 'LabelView1',
      description: 'Labels everywhere',
    });
  });
});

describe('formatAixSummary', () => {
  it('prints the package, the tool, the counts per component', () => {
    const text = formatAixSummary(metadata);
    expect(text).toContain('Package:      com.jewel.labelview');
    expect(text).toContain('Min SDK:      not stated');
    expect(text).toContain(
      'LabelView  (com.jewel.labelview.LabelView)  version 13 "1.1"',
    );
    expect(text).toContain('1 event, 2 methods, 3 properties, 1 designer property');
  });
});
