import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, i18nReady } from './app/app.tsx';
import './app/worker.ts';
import { listenForScans } from './scan/scan-bus.ts';

listenForScans(window);
await i18nReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
