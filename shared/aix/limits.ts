/**
 * Bounds on the work one .aix may cause. The real corpus tops out at 3.2 MB per file,
 * 19 entries, 2.6 MB per entry and 38 KB of components.json, so these leave ample
 * room for honest files while keeping time and memory bounded for hostile ones.
 */
export interface AixLimits {
  /** Size of the .aix file itself. */
  maxArchiveBytes: number;
  /** Entries (files and folders) in the archive's central directory. */
  maxEntries: number;
  /** Uncompressed size of one entry, declared and actual. */
  maxEntryBytes: number;
  /** Uncompressed size of all entries together, declared and actual. */
  maxTotalBytes: number;
  /** Size of one JSON descriptor or build-info file. */
  maxJsonBytes: number;
  /** Components across all packages of the archive. */
  maxComponents: number;
  /** Events, methods, properties or designer properties of one component (each). */
  maxBlocksPerComponent: number;
  /** Entries listed inside a bundled jar (files/AndroidRuntime.jar). */
  maxJarEntries: number;
}

const MB = 1024 * 1024;

export const DEFAULT_AIX_LIMITS: AixLimits = {
  maxArchiveBytes: 64 * MB,
  maxEntries: 10_000,
  maxEntryBytes: 64 * MB,
  maxTotalBytes: 256 * MB,
  maxJsonBytes: 4 * MB,
  maxComponents: 200,
  maxBlocksPerComponent: 5_000,
  maxJarEntries: 100_000,
};

export function resolveLimits(overrides: Partial<AixLimits> = {}): AixLimits {
  return { ...DEFAULT_AIX_LIMITS, ...overrides };
}
