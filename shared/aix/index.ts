/**
 * The pure .aix interpretation shared by server, studio and command line. Reading
 * the zip itself is Node work: import `readAix` from `#server/aix/read-aix`.
 */
export * from './errors';
export * from './limits';
export * from './types';
export { interpretAix, type AixArchiveContents } from './interpret';
export {
  wantedEntries,
  unsafeEntryReason,
  isDirectoryName,
  PACKAGE_FILES,
} from './paths';
export { blockReference } from './block-reference';
export type * from './block-reference';
export { formatAixSummary } from './summary';
export { htmlToText, decodeText } from './text';
export type { JarListing } from './jar';
