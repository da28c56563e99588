import { useQueries } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { useApi } from '../data/api-context.tsx';
import { apiQueryKey } from '../data/use-api.ts';
import type { TabsDefinition } from './define-resource.ts';

/**
 * One count per tab: the list's `total` for that tab under the current filters (one row asked for,
 * the smallest page). Lists that have a count endpoint can pass its numbers to StatusTabs instead.
 */
export function useTabCounts(
  endpoint: Endpoint,
  tabs: TabsDefinition<Record<string, unknown>> | undefined,
  filters: Record<string, unknown>,
): (number | undefined)[] | undefined {
  const api = useApi();
  const { i18n } = useTranslation();
  const items = tabs?.counts ? tabs.items : [];
  const results = useQueries({
    queries: items.map((item) => {
      const input = {
        ...filters,
        [tabs!.field]: item.value,
        pageIndex: 1,
        pageSize: 10,
      } as EndpointInput<Endpoint>;
      return {
        queryKey: apiQueryKey(endpoint, input, i18n.language),
        queryFn: ({ signal }: { signal: AbortSignal }) => api.call(endpoint, input, { signal }),
        select: (data: unknown) => (data as { total: number }).total,
      };
    }),
  });
  return tabs?.counts ? results.map((result) => result.data) : undefined;
}
