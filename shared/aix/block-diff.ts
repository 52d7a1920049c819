/**
 * Which blocks a new build adds or drops compared with the last published version
 * (events, methods and properties of every component, by `Component.Name`), so a
 * maker sees what a rebuild changes before publishing it.
 */
import type { ComponentReference } from './block-reference';

export interface BlockDiff {
  added: string[];
  removed: string[];
}

function blockNames(reference: readonly ComponentReference[] | undefined): Set<string> {
  const names = new Set<string>();
  for (const component of reference ?? []) {
    for (const block of [
      ...component.events,
      ...component.methods,
      ...component.properties,
    ]) {
      names.add(`${component.name}.${block.name}`);
    }
  }
  return names;
}

export function diffBlocks(
  previous: readonly ComponentReference[] | undefined,
  next: readonly ComponentReference[],
): BlockDiff {
  const before = blockNames(previous);
  const after = blockNames(next);
  return {
    added: [...after].filter(name => !before.has(name)).sort(),
    removed: [...before].filter(name => !after.has(name)).sort(),
  };
}
