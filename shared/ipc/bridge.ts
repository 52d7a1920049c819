/**
 * The one contract between the Electron main process, the preload script and the
 * renderer: `window.studio`, a set of named methods grouped by domain. Type-only
 * apart from `channelOf`, so the sandboxed preload bundles nothing but electron;
 * main checks every argument against shared/ipc/schemas.ts before a handler runs.
 */
import type { AixFacts } from '../aix/facts';
import type { Currency, Theme } from '../constants';

/** The signed-in user's stored profile (spec §3 User: email, id and token). */
export interface StoredProfile {
  email: string;
  id: string;
  token: string;
}

/** What a visitor chose on this device; null until they choose. */
export interface Preferences {
  theme: Theme | null;
  currency: Currency | null;
  /** ISO 3166-1 alpha-2 the visitor chose; sets the starting currency (spec §3). */
  country: string | null;
  cookieConsent: boolean;
}

export interface StudioConfig {
  apiBaseUrl: string;
  version: string;
  /** Whether the session token is kept encrypted by the OS keyring (Electron safeStorage). */
  secureStorage: boolean;
}

/** One download to disk as the Downloads screen shows it. */
export interface DownloadRecord {
  id: string;
  orderId: string;
  extensionName: string;
  slug: string;
  version: string;
  fileName: string;
  /** Where it was saved (for display and Show in folder); '' until saved. */
  file: string;
  size: number;
  received: number;
  sha256: string;
  status: 'downloading' | 'saved' | 'failed';
  savedAt: string | null;
  error: string | null;
}

/** A saved download that has a newer version its owner may get (issue 21 §2). */
export interface DownloadUpdate {
  recordId: string;
  latestVersion: string;
  /** "1.3 available: 2 new permissions" */
  line: string;
  /** Short permission names the newer version adds / drops. */
  added: string[];
  removed: string[];
  releaseNotes: string;
}

export interface DownloadRequest {
  orderId: string;
  version: string;
  extensionName: string;
  slug: string;
}

/** A local .aix the studio opened: a handle (never a path) and the editor's prefill. */
export interface OpenedBuild {
  handle: string;
  fileName: string;
  size: number;
  facts: AixFacts;
}

export interface DroppedFile {
  fileName: string;
  base64: string;
}

export interface PublishRequest {
  handle: string;
  /** Slug or id of the maker's extension; default: the one with the build's package. */
  extension?: string;
  notes?: string;
  /** No extension with that package yet: make an unpublished one from the file. */
  create?: boolean;
}

export interface PublishResult {
  extensionId: string;
  slug: string;
  name: string;
  versionName: string;
  versionCode: number;
  created: boolean;
}

export interface StudioBridge {
  app: { getConfig(): Promise<StudioConfig> };
  settings: {
    getProfile(): Promise<StoredProfile | null>;
    setProfile(profile: StoredProfile | null): Promise<void>;
    getPreferences(): Promise<Preferences>;
    setPreferences(changes: Partial<Preferences>): Promise<Preferences>;
    /** The server the studio talks to (both backends); null goes back to the default. */
    setApiBaseUrl(url: string | null): Promise<StudioConfig>;
  };
  shell: { openExternal(url: string): Promise<void> };
  builds: {
    /** Shows the system Open dialog for an .aix; null when cancelled. */
    open(): Promise<OpenedBuild | null>;
    /** Uploads the opened build as a new version (or a new draft with `create`). */
    publish(request: PublishRequest): Promise<PublishResult>;
    /** A file dropped on the window: its bytes (base64), never a path. */
    openDropped(file: DroppedFile): Promise<OpenedBuild>;
    /** Share of the build's bytes uploaded (0..1) while it is published, else null. */
    progress(handle: string): Promise<number | null>;
  };
  watch: {
    /** Build output folders being watched (kept across restarts). */
    folders(): Promise<string[]>;
    /** Lets the user pick a folder to watch; the new list, unchanged when cancelled. */
    addFolder(): Promise<string[]>;
    removeFolder(folder: string): Promise<string[]>;
    /** Builds that appeared or changed (and stopped growing) since, newest first. */
    newBuilds(): Promise<OpenedBuild[]>;
    /** Forgets a reported build (published or not wanted). */
    dismiss(handle: string): Promise<void>;
  };
  downloads: {
    /** Saves one version of a paid order into the download folder; resolves when in place. */
    save(request: DownloadRequest): Promise<DownloadRecord>;
    list(): Promise<DownloadRecord[]>;
    showInFolder(id: string): Promise<void>;
    /** The folder downloads go to (default: Downloads/AIX Market). */
    getFolder(): Promise<string>;
    /** Lets the user pick another folder; null when they cancel. */
    chooseFolder(): Promise<string | null>;
    /** Saved downloads with a newer version (asked of the server now). */
    updates(): Promise<DownloadUpdate[]>;
    /** Saves the newest version of a saved download beside it (the old file stays). */
    update(id: string): Promise<DownloadRecord>;
  };
}

type Domain = keyof StudioBridge;

/** `settings.getProfile`, `shell.openExternal`, …: one per bridge method. */
export type MethodKey = {
  [D in Domain]: `${D}.${keyof StudioBridge[D] & string}`;
}[Domain];

/** The bridge method a key names. */
export type BridgeMethod<K extends MethodKey> = K extends `${infer D}.${infer M}`
  ? D extends Domain
    ? M extends keyof StudioBridge[D]
      ? StudioBridge[D][M]
      : never
    : never
  : never;

/** The one argument a method takes (undefined for none). */
export type ArgumentOf<K extends MethodKey> =
  Parameters<BridgeMethod<K>> extends [infer A] ? A : undefined;

/** What its handler in main must resolve to. */
export type ResultOf<K extends MethodKey> = Awaited<ReturnType<BridgeMethod<K>>>;

/** `studio:<domain>.<verb>` invoke channels (STYLE.md rule 8). */
export const channelOf = <K extends MethodKey>(key: K): `studio:${K}` => `studio:${key}`;
