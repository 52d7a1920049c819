/**
 * The page's first script, inlined into index.html's head at build time
 * (web/inline-boot.ts; the CSP allows it by its hash). Inline, because a file
 * would be a request in front of the first paint, and on a phone a chain of two
 * (entry, then its imports) before the app's code could even be asked for
 * (issue 18: it was most of the gap between our pages' LCP and a static page's).
 *
 * It sets the visitor's theme on <html> before anything is painted (the server
 * renders light, not knowing the choice). On a server-rendered page it then lets
 * the browser paint the finished HTML before the app's code is fetched and run:
 * once the first paint is on screen, every chunk the server listed is preloaded
 * side by side and the app's entry imported, which hydrates. The plain app shell
 * lists nothing: index.html's own module script starts it at once.
 */
import { startingTheme } from '#renderer/hooks/theme-choice.ts';
import type { STORAGE_KEYS } from '#shared/constants';
import { SSR_CODE_ID, isSsrCode, type SsrCode } from '#shared/ssr-contract';

/**
 * The theme's storage key, written out: importing STORAGE_KEYS would put every
 * key into every page. The type keeps it the app's key (tsc fails if they differ).
 */
const THEME_KEY: (typeof STORAGE_KEYS)['theme'] = 'theme';

/** A tab opened in the background paints nothing: its app starts after this. */
const HIDDEN_FALLBACK_MS = 100;
/** Should a visible page never report its first paint, its app starts anyway. */
const VISIBLE_FALLBACK_MS = 1_000;

/**
 * Resolves once the server-rendered page is on screen. A frame callback is not
 * enough: the frame it belongs to can take tens of milliseconds more to reach the
 * screen (a big page rastered in software), and chunks requested meanwhile compete
 * with it. The first-contentful-paint entry arrives after presentation.
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

/** The server's list of the page's code (none on the plain app shell). */
function pageCode(): SsrCode | undefined {
  const text = document.getElementById(SSR_CODE_ID)?.textContent;
  if (!text) return undefined;
  const code: unknown = JSON.parse(text);
  return isSsrCode(code) ? code : undefined;
}

function startApp(code: SsrCode): Promise<unknown> {
  for (const href of code.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(code.entry);
}

/** The visitor's theme on <html> now, before the first paint. */
function applyTheme() {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_KEY);
  } catch {
    // Storage blocked: the system preference decides, as in the app.
  }
  document.documentElement.dataset.theme = startingTheme(stored);
}

/** The list comes after the content: it can be read once the document is parsed. */
function whenParsed(run: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  } else {
    run();
  }
}

applyTheme();
whenParsed(() => {
  const code = pageCode();
  if (code) void afterFirstPaint().then(() => startApp(code));
});
