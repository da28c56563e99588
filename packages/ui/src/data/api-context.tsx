import type { ApiClient, Endpoint } from '@wms/api';
import { functionPointOf } from '@wms/api';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The hook layer receives the ky client through context, so `packages/ui` never fetches by itself and
 * each app decides the token, language and toasts (docs/architecture.md#layers).
 */
const ApiContext = createContext<ApiClient | null>(null);

/** The caller's function points; `null` while unknown (the server enforces them in any case). */
const PermissionsContext = createContext<ReadonlySet<string> | null>(null);

export function ApiProvider({
  client,
  functionPoints = null,
  children,
}: {
  client: ApiClient;
  functionPoints?: ReadonlySet<string> | null;
  children: ReactNode;
}) {
  return (
    <ApiContext.Provider value={client}>
      <PermissionsContext.Provider value={functionPoints}>{children}</PermissionsContext.Provider>
    </ApiContext.Provider>
  );
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider>');
  return client;
}

/** A button shows only when its function point is granted. Hiding is not security. */
export function useCan(): (endpoint: Endpoint | undefined) => boolean {
  const points = useContext(PermissionsContext);
  return (endpoint) => {
    const point = endpoint && functionPointOf(endpoint);
    return !point || points === null || points.has(point);
  };
}
