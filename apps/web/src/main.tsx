// Self-hosted from npm, no font provider; unicode-range makes the browser fetch only the subsets a page uses.
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
