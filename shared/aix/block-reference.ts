/**
 * The block reference of an extension: per component, every block a user can drag
 * (events, methods, property getters/setters) plus the Designer properties, in the
 * shape the docs editor and block renderer need (ai2-blocks-format.md §3). Blocks
 * are sorted by name like App Inventor's own reference; parameters keep their
 * descriptor order because that order is the ARG0, ARG1, … order of the block.
 * Descriptions are plain text (HTML from Rush's Markdown is flattened) so that no
 * caller can render an extension's markup by accident.
 */
import { htmlToText } from './text';
import type { AixHelper, AixMetadata, AixParam, AixPropertyAccess } from './types';

export interface ReferenceType {
  /** As in the descriptor: a YAIL type or an enum FQCN. */
  type: string;
  /** What a reader sees: `text`, `number`, …, or the OptionList name for enums. */
  label: string;
  /** OptionList choices, when the type is an enum. */
  options: { name: string; value: string; description: string }[] | null;
}

export interface ReferenceParam extends ReferenceType {
  name: string;
  /** Input name on the block: ARG0, ARG1, … for methods; the parameter name for events. */
  input: string;
}

interface ReferenceBlockBase {
  name: string;
  description: string;
  deprecated: boolean;
}

export interface ReferenceEvent extends ReferenceBlockBase {
  blockType: 'component_event';
  params: ReferenceParam[];
  /** One-line form, e.g. `when Clock1.Timer(interval)`. */
  signature: string;
}

export interface ReferenceMethod extends ReferenceBlockBase {
  blockType: 'component_method';
  /** Value blocks return something; statement blocks chain. */
  shape: 'value' | 'statement';
  params: ReferenceParam[];
  returns: ReferenceType | null;
  continuation: boolean;
  signature: string;
}

export interface ReferenceProperty extends ReferenceBlockBase, ReferenceType {
  blockType: 'component_set_get';
  getter: boolean;
  setter: boolean;
  access: Exclude<AixPropertyAccess, 'invisible'>;
  category: string | null;
}

export interface ReferenceDesignerProperty {
  name: string;
  editorType: string;
  defaultValue: string;
  /** Allowed values for `choices` editors and similar. */
  choices: string[];
}

export interface ComponentReference {
  type: string;
  /** Descriptor `name`: the `component_type` of every block. */
  name: string;
  /** Name App Inventor gives the first instance dropped in a project. */
  instanceName: string;
  description: string;
  helpUrl: string | null;
  nonVisible: boolean;
  version: string | null;
  versionName: string | null;
  events: ReferenceEvent[];
  methods: ReferenceMethod[];
  properties: ReferenceProperty[];
  designerProperties: ReferenceDesignerProperty[];
}

const YAIL_LABELS: Record<string, string> = {
  text: 'text',
  number: 'number',
  boolean: 'boolean',
  list: 'list',
  component: 'component',
  any: 'any',
  dictionary: 'dictionary',
  InstantInTime: 'instant',
  'yail-list': 'list',
  'yail-dictionary': 'dictionary',
};

function typeOf(type: string, helper: AixHelper | null): ReferenceType {
  const isOptionList = helper?.type === 'OPTION_LIST';
  const simple = type.slice(type.lastIndexOf('.') + 1).replace(/Enum$/, '');
  return {
    type,
    label: isOptionList ? (helper.key ?? simple) : (YAIL_LABELS[type] ?? simple),
    options: isOptionList
      ? helper.options
          .filter(option => !option.deprecated)
          .map(({ name, value, description }) => ({ name, value, description }))
      : null,
  };
}

function params(list: readonly AixParam[], inputs: 'args' | 'names'): ReferenceParam[] {
  return list.map((param, index) => ({
    name: param.name,
    input: inputs === 'args' ? `ARG${index}` : param.name,
    ...typeOf(param.type, param.helper),
  }));
}

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function blockReference(metadata: AixMetadata): ComponentReference[] {
  return metadata.components.map(component => {
    const instanceName = `${component.name}1`;
    const paramList = (list: ReferenceParam[]) =>
      list.map(param => param.name).join(', ');
    const events = component.events
      .map((event): ReferenceEvent => {
        const list = params(event.params, 'names');
        return {
          blockType: 'component_event',
          name: event.name,
          description: htmlToText(event.description),
          deprecated: event.deprecated,
          params: list,
          signature: `when ${instanceName}.${event.name}(${paramList(list)})`,
        };
      })
      .sort(byName);
    const methods = component.methods
      .map((method): ReferenceMethod => {
        const list = params(method.params, 'args');
        const returns = method.returnType
          ? typeOf(method.returnType, method.returnHelper)
          : null;
        const call = `call ${instanceName}.${method.name}(${paramList(list)})`;
        return {
          blockType: 'component_method',
          name: method.name,
          description: htmlToText(method.description),
          deprecated: method.deprecated,
          shape: returns ? 'value' : 'statement',
          params: list,
          returns,
          continuation: method.continuation,
          signature: returns ? `${call} → ${returns.label}` : call,
        };
      })
      .sort(byName);
    const properties = component.properties
      // App Inventor never offers invisible properties as blocks.
      .filter(property => property.rw !== 'invisible')
      .map((property): ReferenceProperty => {
        const access = property.rw === 'invisible' ? 'read-write' : property.rw;
        return {
          blockType: 'component_set_get',
          name: property.name,
          description: htmlToText(property.description),
          deprecated: property.deprecated,
          ...typeOf(property.type, property.helper),
          getter: access !== 'write-only',
          setter: access !== 'read-only',
          access,
          category: property.category,
        };
      })
      .sort(byName);
    const designerProperties = component.designerProperties
      .map(property => ({
        name: property.name,
        editorType: property.editorType,
        defaultValue: property.defaultValue,
        choices: property.editorArgs,
      }))
      .sort(byName);
    return {
      type: component.type,
      name: component.name,
      instanceName,
      description: component.description,
      helpUrl: component.helpUrl,
      nonVisible: component.nonVisible,
      version: component.version,
      versionName: component.versionName,
      events,
      methods,
      properties,
      designerProperties,
    };
  });
}
