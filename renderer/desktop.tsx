import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { App } from './App';
import { createDesktopPlatform } from './platform/desktop';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const studio = window.studio;
  if (!studio) throw new Error('The desktop bridge is missing; is the preload loaded?');
  // Read before the first render so the window never flashes the wrong theme.
  const [config, preferences] = await Promise.all([
    studio.app.getConfig(),
    studio.settings.getPreferences(),
  ]);
  createRoot(root).render(
    <StrictMode>
      <App
        platform={createDesktopPlatform(studio, config, preferences)}
        // file:// pages cannot use real paths.
        router={HashRouter}
      />
    </StrictMode>,
  );
}

void start();
