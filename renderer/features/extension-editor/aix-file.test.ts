import { describe, expect, it } from 'vitest';
import { MAX_AIX_BYTES } from '#shared/domain/uploads';
import { aixFileProblem, NOT_AIX_MESSAGE } from './aix-file';

describe('aixFileProblem', () => {
  it('accepts an .aix of any letter case within the size limit', () => {
    expect(aixFileProblem({ name: 'io.mohamed.brightness.aix', size: 9000 })).toBeNull();
    expect(aixFileProblem({ name: 'Paytm.AIX', size: MAX_AIX_BYTES })).toBeNull();
  });

  it('refuses files that are not .aix, whatever their size', () => {
    for (const name of ['notes.txt', 'extension.zip', 'aix', 'file.aix.txt', '']) {
      expect(aixFileProblem({ name, size: 10 })).toBe(NOT_AIX_MESSAGE);
    }
  });

  it('refuses an .aix above the upload limit', () => {
    expect(aixFileProblem({ name: 'big.aix', size: MAX_AIX_BYTES + 1 })).toMatch(
      /^The file is larger than /,
    );
  });
});
