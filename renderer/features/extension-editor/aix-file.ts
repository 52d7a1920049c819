import { MAX_AIX_BYTES } from '#shared/domain/uploads';
import { formatBytes } from '#shared/format-bytes';

export const NOT_AIX_MESSAGE = 'Only .aix files can be uploaded here.';

/**
 * Why a picked or dropped file cannot be an .aix, or null when it may be one.
 * Checked before any upload: a drop bypasses the file input's `accept` filter.
 */
export function aixFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.aix')) return NOT_AIX_MESSAGE;
  if (file.size > MAX_AIX_BYTES) {
    return `The file is larger than ${formatBytes(MAX_AIX_BYTES)}.`;
  }
  return null;
}
