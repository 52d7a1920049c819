/** The studio window's webPreferences, apart from Electron so tests can read them. */
/** The only webPreferences the studio uses: isolated, sandboxed, no Node in the renderer. */
export const WEB_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webviewTag: false,
  spellcheck: false,
});
