/**
 * Serves the built renderer from `app://studio` instead of file://: a real origin
 * the server can allow by CORS (STUDIO_ORIGINS), and web features (fetch, wasm,
 * storage) that file:// pages lack. Which file a URL reads is app-path.ts's call.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { net, protocol } from 'electron';
import { APP_SCHEME, resolveAppPath } from './app-path';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
      },
    },
  ]);
}

export function handleAppScheme(rendererRoot: string): void {
  const root = path.resolve(rendererRoot);
  protocol.handle(APP_SCHEME, request => {
    const file = resolveAppPath(request.url, root);
    if (!file) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(file).toString());
  });
}
