import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#renderer/App.tsx';
import { preloadScreens } from '#renderer/features/errors/lazy-screen.ts';
import { webPlatform } from '#renderer/platform/web.ts';
import { SSR_DATA_ID, type SsrData } from '#renderer/ssr/ssr-context.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A server-rendered page carries what it was rendered from: hydrate from it.
const embedded = document.getElementById(SSR_DATA_ID)?.textContent;
if (embedded && root.firstElementChild) {
  const data = JSON.parse(embedded) as SsrData;
  const container = root;
  void preloadScreens(data.screens).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App platform={webPlatform} ssr={{ seeds: data.answers }} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App platform={webPlatform} />
    </StrictMode>,
  );
}
