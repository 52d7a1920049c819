import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadHttp } from '#shared/api/client/http';
import { App } from '#renderer/App.tsx';
import { preloadScreens } from '#renderer/features/errors/lazy-screen.ts';
import { webPlatform } from '#renderer/platform/web.ts';
import { SSR_DATA_ID, type SsrData } from '#renderer/ssr/ssr-context.tsx';

// Marks the page interactive once React has committed (hydrated or rendered):
// a server-rendered page looks ready before its handlers and timers exist, so
// end-to-end tests that drive the clock wait for this instead of for content.
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

// The HTTP client is not part of the page (shared/api/client/http.ts): it starts
// loading at the visitor's first sign of acting, so their first search or click
// rarely waits for it, and a visitor who only reads never downloads it.
const INTENT = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
] as const;
function warmHttp() {
  for (const type of INTENT) window.removeEventListener(type, warmHttp, true);
  void loadHttp().catch(() => undefined);
}
for (const type of INTENT) {
  window.addEventListener(type, warmHttp, { capture: true, passive: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A server-rendered page carries what it was rendered from: hydrate from it.
const embedded = document.getElementById(SSR_DATA_ID)?.textContent;
if (embedded && root.firstElementChild) {
  const data = JSON.parse(embedded) as SsrData;
  const container = root;
  // In a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree (a phone's first
  // visit would otherwise block input for hundreds of milliseconds).
  void preloadScreens(data.screens).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App
            platform={webPlatform}
            router={BrowserRouter}
            ssr={{ seeds: data.answers, refusals: data.refusals }}
          />
          <MarkInteractive />
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App platform={webPlatform} router={BrowserRouter} />
      <MarkInteractive />
    </StrictMode>,
  );
}
