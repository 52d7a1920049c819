/**
 * What differs between the web build and the desktop studio. The entry point
 * injects one implementation; components never ask which one they run in.
 */
import type { Preferences, StoredProfile, StudioBridge } from '#shared/ipc/bridge';

export type { Preferences, StoredProfile };

/** Saving .aix files to disk: the desktop studio only (the web uses the browser's download). */
export type DiskDownloads = StudioBridge['downloads'];
/** Opening and publishing local .aix builds: the desktop studio only. */
export type LocalBuilds = StudioBridge['builds'];
/** Watched build folders: the desktop studio only. */
export type BuildWatch = StudioBridge['watch'];

export interface Platform {
  kind: 'web' | 'desktop';
  /** Base URL of the cloud-functions backend (`/private/api`, `/authenticated/api`). */
  functionsBaseUrl: string;
  /** Base URL of the app backend (`/api`, `/admin`). */
  appBaseUrl: string;
  loadProfile(): Promise<StoredProfile | null>;
  saveProfile(profile: StoredProfile | null): Promise<void>;
  /** The visitor's stored choices, ready before the first paint (no theme flash). */
  loadPreferences(): Preferences;
  savePreferences(changes: Partial<Preferences>): void;
  /** Opens a link outside the app: a new tab on the web, the system browser on desktop. */
  openExternal(url: string): void;
  /** Present on desktop: downloads go to a folder on disk with progress and a record. */
  downloads?: DiskDownloads;
  /** Present on desktop: open a local .aix and publish it from the disk. */
  builds?: LocalBuilds;
  /** Present on desktop: build output folders watched for new builds. */
  watch?: BuildWatch;
  /** Desktop: false when no OS keyring keeps the sign-in encrypted (the UI says so). */
  secureStorage?: boolean;
  /** Desktop: points the studio at another server (null: the default); reload after. */
  setServer?: (url: string | null) => Promise<void>;
}
