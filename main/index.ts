/**
 * Studio lifecycle only: security policy, IPC registration, the main window, and
 * what the OS asks it to open (.aix files, aixmarket:// links; launch.ts decides).
 */
import { app, BrowserWindow } from 'electron';
import path from 'node:path';
import { handleAppScheme, registerAppScheme } from './app-protocol';
import { APP_ORIGIN } from './app-path';
import { parseArgv, parseLink, type LaunchRequest } from './launch';
import { applySecurityPolicy } from './security';
import { refreshSignInHosts } from './sign-in-hosts';
import { createMainWindow } from './window';
import { apiBaseUrl, registerAppIpc } from './ipc/app';
import { registerSettingsIpc } from './ipc/settings';
import { registerDownloadsIpc } from './ipc/downloads';
import { registerBuildsIpc } from './ipc/builds';
import { registerWatchIpc } from './ipc/watch';
import { OpenedFiles } from '../studio/local-build';
import type { BuildWatch } from '../studio/build-watch';

// One studio at a time: a second launch (a double-clicked .aix) hands over its request.
if (!app.requestSingleInstanceLock()) app.quit();
app.setAsDefaultProtocolClient('aixmarket');
applySecurityPolicy();
registerAppScheme();

const opened = new OpenedFiles();
let watch: BuildWatch | undefined;
const early: LaunchRequest[] = [];

function show(route: string) {
  const window = BrowserWindow.getAllWindows()[0] ?? createMainWindow();
  if (window.isMinimized()) window.restore();
  window.focus();
  void window.loadURL(`${APP_ORIGIN}/index.html#${route}`);
}

function launch(requests: readonly LaunchRequest[]) {
  if (!watch) return void early.push(...requests);
  for (const request of requests) {
    if (request.kind === 'extension') {
      show(`/extension/${encodeURIComponent(request.slug)}`);
      continue;
    }
    const reported = watch;
    opened.open(request.file).then(
      build => {
        reported.report(build);
        show('/dashboard/my-extensions');
      },
      (error: unknown) => console.error(`Cannot open ${request.file}:`, error),
    );
  }
}

app.on('second-instance', (_event, argv, cwd) => launch(parseArgv(argv.slice(1), cwd)));
// macOS hands files and links over as events instead of arguments.
app.on('open-file', (event, file) => {
  event.preventDefault();
  launch([{ kind: 'file', file }]);
});
app.on('open-url', (event, url) => {
  event.preventDefault();
  const request = parseLink(url);
  if (request) launch([request]);
});

app.whenReady().then(
  () => {
    handleAppScheme(path.join(__dirname, '../renderer'));
    registerAppIpc();
    void refreshSignInHosts(apiBaseUrl());
    registerSettingsIpc();
    registerDownloadsIpc(apiBaseUrl);
    registerBuildsIpc(apiBaseUrl, opened);
    watch = registerWatchIpc(opened);
    createMainWindow();
    launch([
      ...early,
      ...parseArgv(process.argv.slice(app.isPackaged ? 1 : 2), process.cwd()),
    ]);
    early.length = 0;
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
    });
  },
  (error: unknown) => {
    console.error(error);
    app.exit(1);
  },
);

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
