import { describe, expect, it } from 'vitest';
import { loadConfig } from './index';

describe('loadConfig', () => {
  it('keeps unsaved upload drafts a week unless told otherwise', () => {
    expect(loadConfig({}).uploads.draftTtlHours).toBe(168);
    expect(loadConfig({ UPLOAD_DRAFT_TTL_HOURS: '24' }).uploads.draftTtlHours).toBe(24);
  });

  it('refuses a draft lifetime that is not a whole number of hours in range', () => {
    for (const raw of ['0', '-3', '1.5', 'soon', '9000']) {
      expect(() => loadConfig({ UPLOAD_DRAFT_TTL_HOURS: raw })).toThrow(
        /UPLOAD_DRAFT_TTL_HOURS must be a whole number from 1 to 8760/,
      );
    }
  });

  it('points the web app at its backends: this server unless told otherwise', () => {
    expect(loadConfig({}).webBackends).toEqual({ functions: '', app: '' });
    expect(
      loadConfig({
        FUNCTIONS_BASE_URL: 'https://functions.example.com/',
        APP_BASE_URL: 'http://127.0.0.1:9000',
      }).webBackends,
    ).toEqual({
      functions: 'https://functions.example.com',
      app: 'http://127.0.0.1:9000',
    });
  });

  it('refuses a backend base URL that is not plain http(s)', () => {
    for (const raw of ['ftp://x', 'javascript:alert(1)', 'not a url', 'https://u:p@x']) {
      expect(() => loadConfig({ APP_BASE_URL: raw })).toThrow(/APP_BASE_URL must be/);
    }
  });
});
