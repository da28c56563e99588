import { useState } from 'react';
import { useApi, useCan } from '../data/api-context.tsx';
import { useApiQuery } from '../data/use-api.ts';
import type { ListEndpoint, ResourceDefinition, RowOf } from './define-resource.ts';
import { useListState } from './list-state.ts';
import { useRunAction } from './use-run-action.tsx';
import { useTabCounts } from './use-tab-counts.ts';

type Raw = Record<string, unknown>;
const PAGING = ['pageIndex', 'pageSize', 'sort'];

/** Everything a list screen does, derived from its declaration and the URL: no screen writes this. */
export function useResourceList<E extends ListEndpoint>(resource: ResourceDefinition<E>) {
  const api = useApi();
  const can = useCan();
  const state = useListState(resource.list.input);
  const list = useApiQuery(resource.list, state.query as never, { placeholderData: (previous) => previous });
  const data = list.data as { items: RowOf<E>[]; total: number } | undefined;
  const [selected, setSelected] = useState<RowOf<E>[]>([]);
  const actions = useRunAction(resource.list.path);
  const tabField = resource.tabs?.field;
  const tabValue = tabField ? { [tabField]: state.raw[tabField] } : {};
  const filterValues = Object.fromEntries(
    Object.entries(state.raw).filter(([key]) => !PAGING.includes(key) && key !== tabField),
  );
  const counts = useTabCounts(resource.list, resource.tabs as never, filterValues);
  const rows = data?.items ?? [];
  const setFilters = (values: Raw) => {
    setSelected([]);
    state.setFilters(values);
  };
  return {
    api,
    state,
    list,
    rows,
    total: data?.total ?? 0,
    counts,
    selected,
    setSelected,
    actions,
    filterValues,
    rowActions: resource.rowActionList.filter((action) => can(action.endpoint)),
    toolbar: resource.toolbarList.filter((action) => can(action.endpoint)),
    detailRow:
      state.dialog === 'detail'
        ? rows.find((row) => String(row[resource.rowKey]) === state.dialogId)
        : undefined,
    selectTab: (value: unknown) => tabField && setFilters({ ...filterValues, [tabField]: value }),
    search: (values: Raw) => setFilters({ ...values, ...tabValue }),
    reset: () => setFilters(tabValue),
  };
}

export type ResourceListModel<E extends ListEndpoint> = ReturnType<typeof useResourceList<E>>;
