import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18nReady } from './app/i18n.ts';
import { queryClient } from './app/query-client.ts';
import { persistQueries, restoreQueries } from './shell/pwa/query-persistence.ts';
import { registerWorker } from './shell/pwa/register-worker.tsx';

// The last data comes back before the first render, so an offline reload shows it at once.
await Promise.all([restoreQueries(queryClient), i18nReady]);
persistQueries(queryClient);
registerWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
