/**
 * The builders we emit blocks for and where their Web components differ.
 *
 * MIT App Inventor's Web component is version 9 and Kodular's is version 6
 * (descriptors in ../shared/corpus/curl/appinventor/, curl-to-blocks.md §2.1, §2.8).
 * Kodular has no PatchText/PatchTextWithEncoding/PatchFile. Niotron, AppZard and
 * AndroidBuilder are App Inventor distributions with the same `Web` component and
 * block XML, but no descriptor of theirs is documented, so PATCH (added in Web v8)
 * is emitted there with a warning instead of being promised.
 */
import type { TargetId } from './types';

export interface Target {
  id: TargetId;
  label: string;
  /** Descriptor `name` of the component: the blocks' component_type. */
  componentType: string;
  /** The instance the blocks address; the user adds it in the Designer. */
  instanceName: string;
  /** Web component version, when documented. */
  webVersion: number | undefined;
  /** Whether PatchText & co. exist: true, false, or unknown (not documented). */
  patch: boolean | 'unknown';
}

const base = { componentType: 'Web', instanceName: 'Web1' } as const;

export const TARGETS: Record<TargetId, Target> = {
  mit: { ...base, id: 'mit', label: 'MIT App Inventor', webVersion: 9, patch: true },
  kodular: { ...base, id: 'kodular', label: 'Kodular', webVersion: 6, patch: false },
  niotron: {
    ...base,
    id: 'niotron',
    label: 'Niotron',
    webVersion: undefined,
    patch: 'unknown',
  },
  appzard: {
    ...base,
    id: 'appzard',
    label: 'AppZard',
    webVersion: undefined,
    patch: 'unknown',
  },
  androidbuilder: {
    ...base,
    id: 'androidbuilder',
    label: 'AndroidBuilder',
    webVersion: undefined,
    patch: 'unknown',
  },
};

export function isTargetId(value: string): value is TargetId {
  return Object.prototype.hasOwnProperty.call(TARGETS, value);
}
