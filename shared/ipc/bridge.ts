/**
 * The one contract between the Electron main process, the preload script and
 * the renderer. Type-only apart from the channel names, so the sandboxed preload
 * bundles nothing but electron; main validates arguments with ./schemas.
 */
import type { Theme } from '../constants';

export interface BridgeProfileValue {
  email: string;
  id: string;
  token: string;
}
export type BridgeProfile = BridgeProfileValue | null;

/** `studio:<domain>.<verb>` invoke channels. */
export const CHANNELS = {
  getProfile: 'studio:settings.getProfile',
  setProfile: 'studio:settings.setProfile',
  getTheme: 'studio:settings.getTheme',
  setTheme: 'studio:settings.setTheme',
  openExternal: 'studio:shell.openExternal',
  getConfig: 'studio:app.getConfig',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface StudioConfig {
  apiBaseUrl: string;
  version: string;
}

export interface StudioBridge {
  app: { getConfig(): Promise<StudioConfig> };
  settings: {
    getProfile(): Promise<BridgeProfile>;
    setProfile(profile: BridgeProfile): Promise<void>;
    getTheme(): Promise<Theme | null>;
    setTheme(theme: Theme): Promise<void>;
  };
  shell: { openExternal(url: string): Promise<void> };
}
