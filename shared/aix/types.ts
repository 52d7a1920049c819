/**
 * What the .aix reader returns. Field names follow App Inventor's descriptor keys
 * where one exists (../shared/docs/aix-format.md §3); `properties` are the block
 * getters/setters (`blockProperties` in the file) and `designerProperties` the
 * Designer panel entries (`properties` in the file).
 */

/** An enum (OptionList) or asset helper attached to a parameter. */
export interface AixHelper {
  /** `OPTION_LIST`, `ASSET`, … as written by App Inventor. */
  type: string;
  /** OptionList key (`helpers_dropdown` mutation key). */
  key: string | null;
  className: string | null;
  defaultOption: string | null;
  options: { name: string; value: string; description: string; deprecated: boolean }[];
}

export interface AixParam {
  name: string;
  /** YAIL type (`text`, `number`, `boolean`, `list`, `component`, `any`, `dictionary`) or an enum FQCN. */
  type: string;
  helper: AixHelper | null;
}

export interface AixEvent {
  name: string;
  description: string;
  deprecated: boolean;
  params: AixParam[];
}

export interface AixMethod extends AixEvent {
  /** Null for statement blocks (no return value). */
  returnType: string | null;
  returnHelper: AixHelper | null;
  /** Asynchronous method (App Inventor `continuation`). */
  continuation: boolean;
}

export type AixPropertyAccess = 'read-write' | 'read-only' | 'write-only' | 'invisible';

export interface AixBlockProperty {
  name: string;
  description: string;
  type: string;
  rw: AixPropertyAccess;
  deprecated: boolean;
  category: string | null;
  helper: AixHelper | null;
}

export interface AixDesignerProperty {
  name: string;
  editorType: string;
  defaultValue: string;
  editorArgs: string[];
  alwaysSend: boolean;
}

export type AixIcon =
  | { kind: 'none' }
  | { kind: 'url'; url: string }
  /** An App Inventor built-in image such as `images/extension.png`. */
  | { kind: 'builtin'; path: string }
  /** A file in the zip; `path` is the full entry name, `present` whether it exists. */
  | { kind: 'asset'; path: string; present: boolean };

export interface AixComponent {
  type: string;
  name: string;
  /** The extension folder holding this component. */
  packageName: string;
  version: string | null;
  versionName: string | null;
  dateBuilt: string | null;
  /** As written; HTML in most Rush and FAST builds. */
  helpString: string;
  /** `helpString` as plain text. */
  description: string;
  helpUrl: string | null;
  /** The help URL when there is one (Rush's `homepage` lands there). */
  homepage: string | null;
  /** `licenseName` when not empty: a URL or a file name in the extension folder. */
  license: string | null;
  iconName: string;
  icon: AixIcon;
  nonVisible: boolean;
  category: string;
  androidMinSdk: number | null;
  /** FAST writes the author into the build info. */
  author: string | null;
  events: AixEvent[];
  methods: AixMethod[];
  properties: AixBlockProperty[];
  designerProperties: AixDesignerProperty[];
  /** Permissions from this component's build-info entry. */
  permissions: string[];
}

/** Manifest entries collected from the build infos (XML strings or names, as written). */
export interface AixManifestEntries {
  activities: string[];
  broadcastReceivers: string[];
  services: string[];
  contentProviders: string[];
  metadata: string[];
  activityMetadata: string[];
  queries: string[];
  features: string[];
}

export type AixBuildToolName = 'Rush' | 'FAST' | 'App Inventor' | 'unknown';

export interface AixBuildTool {
  name: AixBuildToolName;
  version: string | null;
  /** "Rush 1.2.4", "FAST 6.1.0", "App Inventor (ant extensions target)", "unknown". */
  label: string;
  /** What gave it away, for people who want to check. */
  evidence: string;
}

export interface AixLibraries {
  /** `.aar` names from the build info `libraries`. */
  declared: string[];
  /** Files under `<pkg>/aars/`. */
  aars: string[];
  /** Native libraries from the build info `native`. */
  native: string[];
  /** Third-party package roots bundled in files/AndroidRuntime.jar (e.g. `kotlin`, `androidx.webkit`). */
  bundled: string[];
}

export interface AixPackage {
  name: string;
  descriptorFile: 'components.json' | 'component.json';
  descriptorEncoding: 'utf-8' | 'gbk' | 'windows-1252';
  buildInfoFile: 'component_build_infos.json' | 'component_build_info.json' | null;
  buildTool: AixBuildTool;
  componentTypes: string[];
  /** Files under `<pkg>/assets/`, relative to it. */
  assets: string[];
  hasClassesJar: boolean;
  hasRuntimeJar: boolean;
  /** Main attributes of files/AndroidRuntime.jar's manifest, when readable. */
  jarManifest: Record<string, string> | null;
}

export interface AixMetadata {
  /** The extension folder in the zip (the first one when a file holds several). */
  packageName: string;
  packageNames: string[];
  components: AixComponent[];
  /** Union over every build-info entry, in order of first appearance. */
  permissions: string[];
  manifest: AixManifestEntries;
  /** Highest build-info `androidMinSdk`, else the descriptors', else null. */
  minSdk: number | null;
  buildTool: AixBuildTool;
  /** Files under `assets/` of every package, relative to it. */
  assets: string[];
  libraries: AixLibraries;
  packages: AixPackage[];
  entryCount: number;
  /** Sum of the entries' uncompressed sizes. */
  uncompressedBytes: number;
  /** Oddities worth showing that did not stop the read (one line each). */
  warnings: string[];
}
