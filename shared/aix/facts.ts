/**
 * The facts of an .aix that the editor prefills and a version keeps, all from our
 * own read (never from the client): the server stores them with an upload, and the
 * studio and command line derive the same ones from a local file.
 */
import { blockReference, type AixMetadata, type ComponentReference } from './index';
import { LIMITS } from '../constants';
import { normalizePermissions } from '../domain/permission-diff';
import { summaryFromHelp } from './text';

export interface AixFacts {
  packageName: string;
  name: string;
  description: string;
  permissions: string[];
  minSdk: number | null;
  versionName: string;
  versionCode: number;
  buildTool: string;
  componentCount: number;
  blockReference: ComponentReference[];
  warnings: string[];
  /** URL of the re-encoded packed icon, when the build carries one. */
  icon: string | null;
}

const MAX_VERSION_NAME = 100;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Descriptor `version` is a string of an integer; anything else counts as 1. */
function versionCodeOf(raw: string | null): number {
  const code = raw !== null && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(code) && code > 0 ? code : 1;
}

export function aixFacts(metadata: AixMetadata, icon: string | null): AixFacts {
  const first = metadata.components[0];
  const versionCode = versionCodeOf(first?.version ?? null);
  const versionName =
    oneLine(first?.versionName ?? '', MAX_VERSION_NAME) || String(versionCode);
  return {
    packageName: metadata.packageName,
    name: oneLine(first?.name ?? '', 100),
    description: summaryFromHelp(first?.helpString ?? '', LIMITS.description.max),
    permissions: normalizePermissions(metadata.permissions),
    minSdk: metadata.minSdk,
    versionName,
    versionCode,
    buildTool: metadata.buildTool.label,
    componentCount: metadata.components.length,
    blockReference: blockReference(metadata),
    warnings: metadata.warnings.slice(0, 50),
    icon,
  };
}

/** Reads facts back from an upload row's JSON; null when the row is not an .aix one. */
export function parseFacts(json: string): AixFacts | null {
  try {
    const value = JSON.parse(json) as Partial<AixFacts> | null;
    if (
      !value ||
      typeof value.packageName !== 'string' ||
      typeof value.versionName !== 'string' ||
      typeof value.versionCode !== 'number' ||
      !Array.isArray(value.permissions)
    ) {
      return null;
    }
    return value as AixFacts;
  } catch {
    return null;
  }
}
