import { describe, expect, it } from 'vitest';
import { WEB_PREFERENCES } from './web-preferences';

describe('the studio window', () => {
  it('isolates the page: context isolation, sandbox, no Node anywhere, no webview', () => {
    expect(WEB_PREFERENCES).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      spellcheck: false,
    });
    expect(Object.isFrozen(WEB_PREFERENCES)).toBe(true);
  });
});
