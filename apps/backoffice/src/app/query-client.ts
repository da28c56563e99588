import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the app, persisted to IndexedDB (shell/pwa). The request layer already shows
 * refusals, so a retry would show them twice; offline, queries pause and keep their last data.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, gcTime: 24 * 3600_000 } },
});
