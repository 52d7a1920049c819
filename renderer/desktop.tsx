import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createDesktopPlatform, preloadDesktopTheme } from './platform/desktop';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (!window.studio) throw new Error('The desktop bridge is missing');
  const config = await window.studio.app.getConfig();
  await preloadDesktopTheme();
  createRoot(root).render(
    <StrictMode>
      <App platform={createDesktopPlatform({ apiBaseUrl: config.apiBaseUrl })} />
    </StrictMode>,
  );
}

void start();
