/**
 * components.json / component.json → components. App Inventor accepts an object or
 * an array in either file (aix-format.md §6.2, `readComponents`), so both are read.
 */
import {
  asArray,
  asBoolean,
  asInteger,
  asOptionalString,
  asString,
  asStringArray,
  isObject,
  type JsonObject,
} from './coerce';
import { AixError } from './errors';
import type { AixLimits } from './limits';
import { htmlToText } from './text';
import type {
  AixBlockProperty,
  AixComponent,
  AixDesignerProperty,
  AixEvent,
  AixHelper,
  AixIcon,
  AixMethod,
  AixParam,
  AixPropertyAccess,
} from './types';

/** A component before its build info is merged in. */
export type DescriptorComponent = Omit<AixComponent, 'permissions' | 'author'>;

export interface DescriptorContext {
  /** Entry name of the descriptor, for messages. */
  path: string;
  packageName: string;
  /** Every file name in the archive, to tell whether an icon is packed. */
  fileNames: ReadonlySet<string>;
  limits: AixLimits;
}

function parseHelper(value: unknown): AixHelper | null {
  if (!isObject(value)) return null;
  const data = isObject(value.data) ? value.data : {};
  return {
    type: asString(value.type),
    key: asOptionalString(data.key),
    className: asOptionalString(data.className),
    defaultOption: asOptionalString(data.defaultOpt),
    options: asArray(data.options)
      .filter(isObject)
      .map(option => ({
        name: asString(option.name),
        value: asString(option.value),
        description: asString(option.description),
        deprecated: asBoolean(option.deprecated, false),
      })),
  };
}

function parseParams(value: unknown): AixParam[] {
  return asArray(value)
    .filter(isObject)
    .map(param => ({
      name: asString(param.name),
      type: asString(param.type, 'any'),
      helper: parseHelper(param.helper),
    }));
}

function parseEvent(item: JsonObject): AixEvent {
  return {
    name: asString(item.name),
    description: asString(item.description),
    deprecated: asBoolean(item.deprecated, false),
    params: parseParams(item.params ?? item.parameters),
  };
}

function parseMethod(item: JsonObject): AixMethod {
  return {
    ...parseEvent(item),
    returnType: asOptionalString(item.returnType),
    returnHelper: parseHelper(item.helper),
    continuation: asBoolean(item.continuation, false),
  };
}

const ACCESS: readonly AixPropertyAccess[] = [
  'read-write',
  'read-only',
  'write-only',
  'invisible',
];

function parseBlockProperty(item: JsonObject): AixBlockProperty {
  const rw = asString(item.rw, 'read-write');
  return {
    name: asString(item.name),
    description: asString(item.description),
    type: asString(item.type, 'any'),
    rw: ACCESS.find(access => access === rw) ?? 'read-write',
    deprecated: asBoolean(item.deprecated, false),
    category: asOptionalString(item.category),
    helper: parseHelper(item.helper),
  };
}

function parseDesignerProperty(item: JsonObject): AixDesignerProperty {
  return {
    name: asString(item.name),
    editorType: asString(item.editorType, 'string'),
    defaultValue: asString(item.defaultValue),
    editorArgs: asStringArray(item.editorArgs),
    alwaysSend: asBoolean(item.alwaysSend, false),
  };
}

/** Icons come as `aiwebres/<file>`, URLs, built-in paths, "" or `aiwebres/https://…` (aix-format.md §3.1). */
export function resolveIcon(
  iconName: string,
  packageName: string,
  fileNames: ReadonlySet<string>,
): AixIcon {
  const name = iconName.trim();
  if (name === '') return { kind: 'none' };
  if (/^https?:\/\//i.test(name)) return { kind: 'url', url: name };
  // Rush 1.2.0 prefixed URL icons with aiwebres/; the URL is what was meant.
  const misprefixed = /^aiwebres\/(https?:\/\/.+)$/i.exec(name);
  if (misprefixed?.[1]) return { kind: 'url', url: misprefixed[1] };
  if (name.startsWith('aiwebres/')) {
    const path = `${packageName}/${name}`;
    return { kind: 'asset', path, present: fileNames.has(path) };
  }
  return { kind: 'builtin', path: name };
}

function boundedList<T>(
  value: unknown,
  what: string,
  component: string,
  context: DescriptorContext,
  parse: (item: JsonObject) => T,
): T[] {
  const items = asArray(value);
  if (items.length > context.limits.maxBlocksPerComponent) {
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `${context.path}: ${component} lists ${items.length} ${what}; the limit is ${context.limits.maxBlocksPerComponent}.`,
    );
  }
  return items.filter(isObject).map(parse);
}

function parseComponent(
  item: unknown,
  index: number,
  context: DescriptorContext,
): DescriptorComponent {
  if (!isObject(item)) {
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `${context.path}: component #${index + 1} is not a JSON object.`,
    );
  }
  const type = asString(item.type).trim();
  if (!/^[\p{L}\p{N}_$]+(\.[\p{L}\p{N}_$]+)*$/u.test(type)) {
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `${context.path}: component #${index + 1} has no valid "type" (the component's Java class name).`,
    );
  }
  const name = asOptionalString(item.name) ?? type.slice(type.lastIndexOf('.') + 1);
  const helpString = asString(item.helpString);
  const helpUrl = asOptionalString(item.helpUrl);
  const iconName = asString(item.iconName);
  const list = <T>(key: string, what: string, parse: (i: JsonObject) => T) =>
    boundedList(item[key], what, name, context, parse);
  return {
    type,
    name,
    packageName: context.packageName,
    version: asOptionalString(item.version),
    versionName: asOptionalString(item.versionName),
    dateBuilt: asOptionalString(item.dateBuilt),
    helpString,
    description: htmlToText(helpString),
    helpUrl,
    homepage: helpUrl,
    license: asOptionalString(item.licenseName),
    iconName,
    icon: resolveIcon(iconName, context.packageName, context.fileNames),
    nonVisible: asBoolean(item.nonVisible, true),
    category: asString(item.categoryString, 'EXTENSION'),
    androidMinSdk: asInteger(item.androidMinSdk),
    events: list('events', 'events', parseEvent),
    methods: list('methods', 'methods', parseMethod),
    properties: list('blockProperties', 'block properties', parseBlockProperty),
    designerProperties: list('properties', 'designer properties', parseDesignerProperty),
  };
}

/** Turns a parsed descriptor file into components; refuses wrong types and empty lists. */
export function parseDescriptor(
  value: unknown,
  context: DescriptorContext,
): DescriptorComponent[] {
  if (!Array.isArray(value) && !isObject(value)) {
    const kind = value === null ? 'null' : typeof value;
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `${context.path} holds a JSON ${kind}, not a component object or a list of components.`,
    );
  }
  const items: unknown[] = Array.isArray(value) ? value : [value];
  if (items.length === 0) {
    throw new AixError('DESCRIPTOR_EMPTY', `${context.path} lists no components.`);
  }
  if (items.length > context.limits.maxComponents) {
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `${context.path} lists ${items.length} components; the limit is ${context.limits.maxComponents}.`,
    );
  }
  return items.map((item, index) => parseComponent(item, index, context));
}
