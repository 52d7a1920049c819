import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#renderer/App.tsx';
import { webPlatform } from '#renderer/platform/web.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App platform={webPlatform} />
  </StrictMode>,
);
