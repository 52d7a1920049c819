/** A readable, plain-text summary of an .aix (the command line's `inspect`, logs). */
import type { AixComponent, AixMetadata } from './types';

function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

function list(items: readonly string[], empty = 'none'): string {
  return items.length === 0 ? empty : items.join(', ');
}

function firstLine(text: string, max = 100): string {
  const line = text.split('\n').find(part => part.trim() !== '') ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function componentLines(component: AixComponent): string[] {
  const version = [
    component.version ? `version ${component.version}` : null,
    component.versionName ? `"${component.versionName}"` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const lines = [
    `  ${component.name}  (${component.type})${version ? `  ${version}` : ''}${
      component.nonVisible ? '' : '  visible'
    }`,
    `    ${[
      plural(component.events.length, 'event'),
      plural(component.methods.length, 'method'),
      plural(component.properties.length, 'property', 'properties'),
      plural(
        component.designerProperties.length,
        'designer property',
        'designer properties',
      ),
    ].join(', ')}`,
  ];
  const description = firstLine(component.description);
  if (description) lines.push(`    ${description}`);
  if (component.homepage) lines.push(`    Homepage: ${component.homepage}`);
  if (component.license) lines.push(`    License: ${component.license}`);
  return lines;
}

export function formatAixSummary(metadata: AixMetadata): string {
  const rows: [string, string][] = [
    ['Package', list(metadata.packageNames)],
    ['Built with', `${metadata.buildTool.label}  (${metadata.buildTool.evidence})`],
    ['Min SDK', metadata.minSdk === null ? 'not stated' : String(metadata.minSdk)],
    ['Permissions', list(metadata.permissions)],
    ['Assets', list(metadata.assets)],
    [
      'Libraries',
      list([
        ...metadata.libraries.declared,
        ...metadata.libraries.aars,
        ...metadata.libraries.native,
        ...metadata.libraries.bundled,
      ]),
    ],
    ['Entries', `${metadata.entryCount}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`);
  lines.push('', `${plural(metadata.components.length, 'component')}:`);
  for (const component of metadata.components) lines.push(...componentLines(component));
  if (metadata.warnings.length > 0) {
    lines.push('', 'Warnings:', ...metadata.warnings.map(warning => `  - ${warning}`));
  }
  return `${lines.join('\n')}\n`;
}
