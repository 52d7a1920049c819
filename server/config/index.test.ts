import { describe, expect, it } from 'vitest';
import { loadConfig } from './index';

describe('loadConfig', () => {
  it('keeps unsaved upload drafts a week unless told otherwise', () => {
    expect(loadConfig({}).uploadDraftTtlHours).toBe(168);
    expect(loadConfig({ UPLOAD_DRAFT_TTL_HOURS: '24' }).uploadDraftTtlHours).toBe(24);
  });

  it('refuses a draft lifetime that is not a whole number of hours in range', () => {
    for (const raw of ['0', '-3', '1.5', 'soon', '9000']) {
      expect(() => loadConfig({ UPLOAD_DRAFT_TTL_HOURS: raw })).toThrow(
        /UPLOAD_DRAFT_TTL_HOURS must be a whole number from 1 to 8760/,
      );
    }
  });
});
