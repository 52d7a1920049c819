/**
 * A small interpreter of App Inventor semantics for the blocks the converter
 * emits, written from the sources cited in curl-to-blocks.md, independently of the
 * converter: text fields go through quotifyForREPL and a Kawa string reader
 * (yail.js), RequestHeaders through Web.java's processRequestHeaders (a HashMap),
 * and every component block is checked against the builder's Web descriptor.
 */
import { elements, parseXml, textOf, type XmlElement } from './xml-reader';
import type { WebDescriptor } from '../fixtures/curl/web-component-facts';

export { loadDescriptor, type WebDescriptor } from '../fixtures/curl/web-component-facts';

type Value = string | number | boolean | Value[];

export type WebCallBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string; encoding: string }
  | { kind: 'file'; path: string };

/** One request as Web.java captures it when a method block runs. */
export interface WebCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Map<string, string[]>;
  body: WebCallBody;
  timeout: number;
  allowCookies: boolean;
}

const ALLOWED = new Set([
  'procedures_defnoreturn',
  'component_set_get',
  'component_method',
  'component_event',
  'text',
  'text_join',
  'math_number',
  'logic_boolean',
  'lists_create_with',
]);

/** AI.Yail.quotifyForREPL: the Kawa string literal a text field compiles to. */
export function quotifyForRepl(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === '\\') {
      const n = s.charAt(i + 1);
      out += i < s.length - 1 && (n === 'n' || n === 't' || n === 'r') ? '\\' : '\\\\';
    } else if (c === '"') out += '\\"';
    else {
      const u = s.charCodeAt(i);
      out += u < 0x20 || u > 0x7e ? `\\u${u.toString(16).padStart(4, '0')}` : c;
    }
  }
  return `${out}"`;
}

/** Reads a Kawa string literal back into the runtime string. */
export function readKawaString(literal: string): string {
  if (!literal.startsWith('"') || !literal.endsWith('"') || literal.length < 2) {
    throw new Error(`not a string literal: ${literal}`);
  }
  const body = literal.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body.charAt(i);
    if (c === '"') throw new Error('unescaped quote in literal');
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = body.charAt(++i);
    if (e === 'n') out += '\n';
    else if (e === 't') out += '\t';
    else if (e === 'r') out += '\r';
    else if (e === '\\' || e === '"') out += e;
    else if (e === 'u') {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
      i += 4;
    } else throw new Error(`unknown escape \\${e}`);
  }
  return out;
}

function field(block: XmlElement, name: string): string {
  const found = elements(block, 'field').find(f => f.attrs.name === name);
  if (!found) throw new Error(`<${block.attrs.type}> has no field ${name}`);
  return textOf(found);
}

function input(
  block: XmlElement,
  kind: 'value' | 'statement',
  name: string,
): XmlElement | undefined {
  const holder = elements(block, kind).find(v => v.attrs.name === name);
  if (!holder) return undefined;
  const inner = elements(holder, 'block');
  if (inner.length !== 1) throw new Error(`${kind} ${name} must hold one block`);
  return inner[0];
}

function mutation(block: XmlElement): Record<string, string> {
  const found = elements(block, 'mutation')[0];
  if (!found) throw new Error(`<${block.attrs.type}> has no mutation`);
  return found.attrs;
}

function toJavaString(value: Value): string {
  if (Array.isArray(value)) throw new Error('a list where text is needed');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'number' ? String(value) : value;
}

export class BlocksInterpreter {
  private readonly props = new Map<string, Value>([
    ['Url', ''],
    ['RequestHeaders', []],
    ['Timeout', 0],
    ['AllowCookies', false],
  ]);
  readonly calls: WebCall[] = [];

  constructor(private readonly descriptor: WebDescriptor) {}

  private checkComponent(block: XmlElement): Record<string, string> {
    const m = mutation(block);
    if (m.component_type !== this.descriptor.name)
      throw new Error(`unknown component ${m.component_type}`);
    if (m.is_generic !== 'false' || !m.instance_name)
      throw new Error('blocks must address an instance');
    if (field(block, 'COMPONENT_SELECTOR') !== m.instance_name)
      throw new Error('selector differs');
    return m;
  }

  evaluate(block: XmlElement): Value {
    const type = block.attrs.type ?? '';
    if (!ALLOWED.has(type)) throw new Error(`block type ${type} is not allowed`);
    switch (type) {
      case 'text': {
        const raw = field(block, 'TEXT');
        return raw === '' ? '' : readKawaString(quotifyForRepl(raw));
      }
      case 'math_number': {
        const n = Number(field(block, 'NUM'));
        if (!Number.isFinite(n)) throw new Error('bad number');
        return n;
      }
      case 'logic_boolean':
        return field(block, 'BOOL') === 'TRUE';
      case 'text_join':
      case 'lists_create_with': {
        const count = Number(mutation(block).items);
        const items: Value[] = [];
        for (let i = 0; i < count; i++) {
          const item = input(block, 'value', `ADD${i}`);
          if (!item) throw new Error(`${type} input ADD${i} is empty`);
          items.push(this.evaluate(item));
        }
        return type === 'text_join' ? items.map(toJavaString).join('') : items;
      }
      default:
        throw new Error(`${type} is not a value block`);
    }
  }

  private setProperty(block: XmlElement): void {
    const m = this.checkComponent(block);
    const name = m.property_name ?? '';
    const prop = this.descriptor.blockProperties.find(p => p.name === name);
    if (
      m.set_or_get !== 'set' ||
      !prop ||
      !/write/.test(prop.rw) ||
      field(block, 'PROP') !== name
    ) {
      throw new Error(`cannot set ${name}`);
    }
    const valueBlock = input(block, 'value', 'VALUE');
    if (!valueBlock) throw new Error(`set ${name} has no value`);
    const value = this.evaluate(valueBlock);
    if (name === 'RequestHeaders') processRequestHeaders(value);
    if (name === 'Timeout' && (typeof value !== 'number' || value < 0))
      throw new Error('bad Timeout');
    this.props.set(name, value);
  }

  private callMethod(block: XmlElement): void {
    const m = this.checkComponent(block);
    const method = this.descriptor.methods.find(x => x.name === m.method_name);
    if (!method || method.returnType)
      throw new Error(`no statement method ${m.method_name}`);
    const args = method.params.map((_, i) => {
      const arg = input(block, 'value', `ARG${i}`);
      if (!arg) throw new Error(`${method.name} argument ${i} is empty`);
      return toJavaString(this.evaluate(arg));
    });
    if (input(block, 'value', `ARG${method.params.length}`))
      throw new Error('too many arguments');
    const verb = /^(Get|Delete|Post|Put|Patch)/.exec(method.name)?.[1];
    if (!verb) throw new Error(`${method.name} does not send a request`);
    const body: WebCallBody = method.name.endsWith('File')
      ? { kind: 'file', path: args[0] ?? '' }
      : method.name.endsWith('TextWithEncoding')
        ? { kind: 'text', text: args[0] ?? '', encoding: args[1] || 'UTF-8' }
        : method.name.endsWith('Text')
          ? { kind: 'text', text: args[0] ?? '', encoding: 'UTF-8' }
          : { kind: 'none' };
    // Web.java captures every property when the method is called (CapturedProperties).
    this.calls.push({
      method: verb.toUpperCase() as WebCall['method'],
      url: toJavaString(this.props.get('Url') ?? ''),
      headers: processRequestHeaders(this.props.get('RequestHeaders') ?? []),
      body,
      timeout: Math.trunc(Number(this.props.get('Timeout'))),
      allowCookies: this.props.get('AllowCookies') === true,
    });
  }

  runStatements(first: XmlElement | undefined): void {
    for (let block = first; block;) {
      const type = block.attrs.type;
      if (type === 'component_set_get') this.setProperty(block);
      else if (type === 'component_method') this.callMethod(block);
      else throw new Error(`${type} is not a statement block here`);
      const next = elements(block, 'next')[0];
      block = next ? elements(next, 'block')[0] : undefined;
    }
  }
}

/** Web.java processRequestHeaders: a HashMap, so a later duplicate name replaces an earlier one. */
export function processRequestHeaders(value: Value): Map<string, string[]> {
  if (!Array.isArray(value)) throw new Error('RequestHeaders is not a list');
  const map = new Map<string, string[]>();
  value.forEach((item, i) => {
    if (!Array.isArray(item))
      throw new Error(`ERROR_WEB_REQUEST_HEADER_NOT_LIST (item ${i + 1})`);
    if (item.length !== 2)
      throw new Error(`ERROR_WEB_REQUEST_HEADER_NOT_TWO_ELEMENTS (item ${i + 1})`);
    const [name, values] = item as [Value, Value];
    map.set(
      toJavaString(name),
      Array.isArray(values) ? values.map(toJavaString) : [toJavaString(values)],
    );
  });
  return map;
}

export interface ProgramCheck {
  calls: WebCall[];
  topBlocks: string[];
}

/**
 * Validates a blocks document (block types, descriptor names, event handlers) and
 * runs its procedure, if it has one, returning the requests it makes.
 */
export function runBlocks(xml: string, descriptor: WebDescriptor): ProgramCheck {
  const root = parseXml(xml);
  if (root.name !== 'xml') throw new Error('root must be <xml>');
  const tops = elements(root, 'block');
  const procedures = tops.filter(b => b.attrs.type === 'procedures_defnoreturn');
  if (procedures.length > 1) throw new Error('more than one procedure');
  for (const handler of tops.filter(b => b.attrs.type === 'component_event')) {
    const m = mutation(handler);
    const event = descriptor.events.find(e => e.name === m.event_name);
    if (m.component_type !== descriptor.name || !event)
      throw new Error(`bad event ${m.event_name}`);
  }
  const interpreter = new BlocksInterpreter(descriptor);
  const procedure = procedures[0];
  if (procedure) {
    if (field(procedure, 'NAME') === '') throw new Error('procedure without a name');
    interpreter.runStatements(input(procedure, 'statement', 'STACK'));
  }
  return { calls: interpreter.calls, topBlocks: tops.map(b => b.attrs.type ?? '') };
}
