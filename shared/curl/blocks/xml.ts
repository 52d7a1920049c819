/**
 * Blockly XML builders for the only block types the converter emits:
 * procedures_defnoreturn, component_set_get, component_method, component_event,
 * text, text_join, math_number, logic_boolean and lists_create_with. Shapes follow
 * ai2-blocks-format.md §3 and curl-to-blocks.md §3.1.
 */
import type { Target } from '../targets';
import { toTextFields } from './text-literal';

/** Text-node escaping, as Blockly's serializer writes it (attributes hold only our names). */
export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function field(name: string, value: string): string {
  return `<field name="${name}">${escapeXml(value)}</field>`;
}

function values(blocks: string[], prefix: string): string {
  return blocks
    .map((block, i) => `<value name="${prefix}${i}">${block}</value>`)
    .join('');
}

function textBlock(value: string): string {
  return `<block type="text">${field('TEXT', value)}</block>`;
}

/** A string value: one `text` block, or `text_join` of several (see text-literal.ts). */
export function stringValue(value: string): string {
  const fields = toTextFields(value);
  if (fields.length === 1) return textBlock(fields[0] ?? '');
  return `<block type="text_join"><mutation items="${fields.length}"></mutation>${values(fields.map(textBlock), 'ADD')}</block>`;
}

export function numberValue(value: number): string {
  return `<block type="math_number">${field('NUM', String(value))}</block>`;
}

export function booleanValue(value: boolean): string {
  return `<block type="logic_boolean">${field('BOOL', value ? 'TRUE' : 'FALSE')}</block>`;
}

export function listValue(items: string[]): string {
  return `<block type="lists_create_with"><mutation items="${items.length}"></mutation>${values(items, 'ADD')}</block>`;
}

function componentMutation(target: Target, extra: string): string {
  return `<mutation component_type="${target.componentType}" ${extra}is_generic="false" instance_name="${target.instanceName}"></mutation>${field('COMPONENT_SELECTOR', target.instanceName)}`;
}

/** `set Web1.<property> to <value>`, a statement. */
export function setter(target: Target, property: string, value: string): string {
  return `<block type="component_set_get">${componentMutation(target, `set_or_get="set" property_name="${property}" `)}${field('PROP', property)}<value name="VALUE">${value}</value></block>`;
}

/** `call Web1.<method>(args)`, a statement (the Web request methods return nothing). */
export function methodCall(target: Target, method: string, args: string[]): string {
  return `<block type="component_method">${componentMutation(target, `method_name="${method}" `)}${values(args, 'ARG')}</block>`;
}

/** Chains statements: each one's `<next>` holds the following one. */
export function chain(statements: string[]): string {
  return statements.reduceRight(
    (next, statement) =>
      next ? statement.replace(/<\/block>$/, `<next>${next}</next></block>`) : statement,
    '',
  );
}

export function procedure(name: string, body: string, position?: string): string {
  return `<block type="procedures_defnoreturn"${position ?? ''}><mutation></mutation>${field('NAME', name)}<statement name="STACK">${body}</statement></block>`;
}

export function eventHandler(target: Target, event: string, position?: string): string {
  return `<block type="component_event"${position ?? ''}><mutation component_type="${target.componentType}" is_generic="false" instance_name="${target.instanceName}" event_name="${event}"></mutation>${field('COMPONENT_SELECTOR', target.instanceName)}</block>`;
}
