/**
 * Which tool built a package folder, by the fingerprints of aix-format.md §5, first
 * match wins: FAST's `compiledBy`, Rush 2's `rushVersion`, Rush 1's `rush-version=`,
 * FAST's `author` without extension.properties, App Inventor's ant target (legacy
 * files or `Ant-Version` in the runtime jar), then early Rush.
 */
import type { BuildInfoEntry } from './build-info';
import type { AixBuildTool } from './types';

export interface BuildToolEvidence {
  buildInfo: readonly BuildInfoEntry[];
  /** Text of extension.properties, or null when the file is absent. */
  extensionProperties: string | null;
  hasLegacyDescriptor: boolean;
  hasLegacyBuildInfo: boolean;
  hasComponentsJson: boolean;
  hasBuildInfos: boolean;
  jarManifest: Readonly<Record<string, string>> | null;
}

function tool(
  name: AixBuildTool['name'],
  version: string | null,
  evidence: string,
  label?: string,
): AixBuildTool {
  return {
    name,
    version,
    label: label ?? (version ? `${name} ${version}` : name),
    evidence,
  };
}

export const UNKNOWN_BUILD_TOOL: AixBuildTool = tool(
  'unknown',
  null,
  'no known fingerprint',
  'unknown',
);

export function detectBuildTool(evidence: BuildToolEvidence): AixBuildTool {
  const compiledBy = evidence.buildInfo.find(entry => entry.compiledBy)?.compiledBy;
  if (compiledBy) {
    const version = /(\d+(?:\.\d+)+)/.exec(compiledBy)?.[1] ?? null;
    return tool('FAST', version, `build info "compiledBy": "${compiledBy}"`);
  }
  const rushVersion = evidence.buildInfo.find(entry => entry.rushVersion)?.rushVersion;
  if (rushVersion) return tool('Rush', rushVersion, `build info "rushVersion"`);
  const properties = evidence.extensionProperties;
  const rushLine = properties === null ? null : /^rush-version=(.*)$/m.exec(properties);
  if (rushLine) {
    const version = rushLine[1]?.trim() || null;
    return tool('Rush', version, 'extension.properties has rush-version');
  }
  if (properties === null && evidence.buildInfo.some(entry => entry.author)) {
    return tool('FAST', null, 'build info "author" and no extension.properties');
  }
  const antVersion = evidence.jarManifest?.['Ant-Version'];
  if (antVersion || evidence.hasLegacyDescriptor || evidence.hasLegacyBuildInfo) {
    return tool(
      'App Inventor',
      null,
      antVersion
        ? `files/AndroidRuntime.jar built by ${antVersion}`
        : 'legacy component.json / component_build_info.json beside the new files',
      'App Inventor (ant extensions target)',
    );
  }
  if (
    properties !== null &&
    /^type=external\s*$/m.test(properties) &&
    evidence.hasComponentsJson &&
    evidence.hasBuildInfos
  ) {
    return tool('Rush', null, 'early Rush layout (type=external only)', 'Rush (early)');
  }
  return UNKNOWN_BUILD_TOOL;
}
