import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#renderer/App.tsx';
import { webPlatform } from '#renderer/platform/web.ts';
import { SSR_DATA_ID } from '#renderer/ssr/ssr-context.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A server-rendered page carries the answers it was rendered from: hydrate from them.
const embedded = document.getElementById(SSR_DATA_ID)?.textContent;
if (embedded && root.firstElementChild) {
  const seeds = JSON.parse(embedded) as Record<string, unknown>;
  hydrateRoot(
    root,
    <StrictMode>
      <App platform={webPlatform} ssr={{ seeds }} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App platform={webPlatform} />
    </StrictMode>,
  );
}
