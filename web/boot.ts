/**
 * The page's entry: lets the browser paint the server-rendered page before the
 * app's code is fetched and run (issue 18). The page is complete without it, so
 * on a slow line its bytes come first, and a phone does not evaluate ~270 KB of
 * JavaScript while the finished HTML waits unpainted. Once painted, every chunk
 * the page needs (listed by the server after the content) is preloaded side by
 * side and the app hydrates.
 */
import { startingTheme } from '#renderer/hooks/theme-choice.ts';
import { STORAGE_KEYS } from '#shared/constants';
import { SSR_CODE_ID } from '#shared/ssr-contract';

/** A tab opened in the background paints nothing: its app starts after this. */
const HIDDEN_FALLBACK_MS = 100;
/** Should a visible page never report its first paint, its app starts anyway. */
const VISIBLE_FALLBACK_MS = 1_000;

/**
 * Resolves once the server-rendered page is on screen. A frame callback is not
 * enough: the frame it belongs to can take tens of milliseconds more to reach the
 * screen (a big page rastered in software), and chunks requested meanwhile
 * compete with it. The first-contentful-paint entry arrives after presentation.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise(resolve => {
    let observer: PerformanceObserver | undefined;
    const start = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const hidden = document.visibilityState === 'hidden';
    const timer = setTimeout(start, hidden ? HIDDEN_FALLBACK_MS : VISIBLE_FALLBACK_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver(list => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // A task queued from a frame callback runs after that frame is produced.
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  });
}

/** Whether the server rendered this page: an empty shell has nothing to paint first. */
function serverRendered(): boolean {
  return (document.getElementById('root')?.childElementCount ?? 0) > 0;
}

/** The server's list of the page's chunks (none on the plain app shell). */
function pageCode(): string[] {
  const text = document.getElementById(SSR_CODE_ID)?.textContent;
  if (!text) return [];
  const list: unknown = JSON.parse(text);
  return Array.isArray(list)
    ? list.filter((href): href is string => typeof href === 'string')
    : [];
}

/** The visitor's theme on <html> now: the server renders light, not knowing the choice. */
function applyTheme() {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEYS.theme);
  } catch {
    // Storage blocked: the system preference decides, as in the app.
  }
  document.documentElement.dataset.theme = startingTheme(stored);
}

applyTheme();
void (serverRendered() ? afterFirstPaint() : Promise.resolve()).then(() => {
  for (const href of pageCode()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import('./main.tsx');
});
