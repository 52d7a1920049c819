/**
 * The page's entry: lets the browser paint the server-rendered page before the
 * app's code is fetched and run (issue 18). The page is complete without it, so
 * on a slow line its bytes come first, and a phone does not evaluate ~270 KB of
 * JavaScript while the finished HTML waits unpainted. Once painted, every chunk
 * the page needs (listed by the server after the content) is preloaded side by
 * side and the app hydrates. A tab opened in the background, where frames do
 * not run, starts after FALLBACK_MS.
 */
import { startingTheme } from '#renderer/hooks/theme-choice.ts';
import { STORAGE_KEYS } from '#shared/constants';
import { SSR_CODE_ID } from '#shared/ssr-contract';

const FALLBACK_MS = 100;

function afterFirstPaint(): Promise<void> {
  return new Promise(resolve => {
    const timer = setTimeout(resolve, FALLBACK_MS);
    // A task queued from a frame callback runs after that frame is painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
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
void afterFirstPaint().then(() => {
  for (const href of pageCode()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import('./main.tsx');
});
