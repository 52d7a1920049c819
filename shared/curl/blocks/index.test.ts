/**
 * The pure mapping WebRequest → blocks XML, checked against the block-editor
 * descriptors of MIT App Inventor (Web v9) and Kodular (Web v6): the reference
 * corpus's files when they are beside the clone, our own facts otherwise.
 */
import { describe, expect, it } from 'vitest';
import { TARGETS } from '../targets';
import type { WebRequest } from '../types';
import { methodFor, toBlocksXml } from './index';
import { loadDescriptor } from '../../../tests/fixtures/curl/web-component-facts';

const load = loadDescriptor;
const mit = load('mit-app-inventor');
const kodular = load('kodular-creator');

const request: WebRequest = {
  method: 'POST',
  url: 'http://example.com/a?b=1&c=<2>',
  headers: [
    { name: 'Accept', values: ['*/*'] },
    { name: 'X-Tag', values: ['one', 'two'] },
  ],
  body: { kind: 'text', text: '{"a":"x\\ny"}\n' },
  timeoutMs: 2500,
  allowCookies: true,
};

function attrs(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map(m => m[1] ?? '');
}

describe('toBlocksXml', () => {
  it('uses only the allowed block types', () => {
    const { xml } = toBlocksXml(request, TARGETS.mit);
    const allowed = [
      'procedures_defnoreturn',
      'component_set_get',
      'component_method',
      'component_event',
      'text',
      'text_join',
      'math_number',
      'logic_boolean',
      'lists_create_with',
    ];
    const used = [...xml.matchAll(/<block type="([^"]*)"/g)].map(m => m[1]);
    expect(new Set(used)).toEqual(new Set(allowed));
  });

  it('names only properties, methods and events the descriptors have', () => {
    for (const [target, descriptor] of [
      [TARGETS.mit, mit],
      [TARGETS.kodular, kodular],
    ] as const) {
      const { xml } = toBlocksXml(request, target);
      const props = descriptor.blockProperties.map(p => p.name);
      expect(attrs(xml, 'property_name').every(p => props.includes(p))).toBe(true);
      const methods = attrs(xml, 'method_name');
      expect(methods).toEqual(['PostText']);
      expect(descriptor.methods.find(m => m.name === 'PostText')?.params).toHaveLength(1);
      expect(attrs(xml, 'event_name')).toEqual(['GotText']);
      expect(descriptor.events.map(e => e.name)).toContain('GotText');
    }
  });

  it('gives every Web method exactly the arguments of its descriptor entry', () => {
    const bodies = [
      { kind: 'none' },
      { kind: 'text', text: 'x' },
      { kind: 'text', text: 'x', encoding: 'ISO-8859-1' },
      { kind: 'file', path: 'f.txt' },
    ] as const;
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const body of bodies) {
        if ((method === 'GET' || method === 'DELETE') && body.kind !== 'none') continue;
        const call = methodFor(method, body);
        const entry = mit.methods.find(m => m.name === call.name);
        expect(entry, call.name).toBeDefined();
        expect(call.args).toHaveLength(entry?.params.length ?? -1);
      }
    }
  });

  it('collapses repeated headers into one pair with a list of values', () => {
    const { xml } = toBlocksXml(request, TARGETS.mit);
    expect(xml).toContain(
      '<block type="text"><field name="TEXT">X-Tag</field></block></value><value name="ADD1"><block type="lists_create_with"><mutation items="2"></mutation>',
    );
  });

  it('escapes XML and splits the backslash-n of the body', () => {
    const { xml } = toBlocksXml(request, TARGETS.mit);
    expect(xml).toContain('http://example.com/a?b=1&amp;c=&lt;2&gt;');
    expect(xml).toContain('<field name="TEXT">{"a":"x\\</field>');
    expect(xml).toContain('<field name="TEXT">ny"}\\n</field>');
    expect(xml).toContain('<field name="NUM">2500</field>');
    expect(xml).toContain('<field name="BOOL">TRUE</field>');
  });

  it('gives one-block documents for the PNG import', () => {
    const { procedureXml, handlerXml } = toBlocksXml(request, TARGETS.mit);
    for (const single of [procedureXml, handlerXml]) {
      expect(single.startsWith('<xml xmlns="http://www.w3.org/1999/xhtml"><block ')).toBe(
        true,
      );
      expect(single).not.toMatch(/ (x|y|id)="/);
    }
    expect(procedureXml).toContain('<field name="NAME">sendCurlRequest</field>');
    expect(handlerXml).toContain('event_name="GotText"');
  });
});
