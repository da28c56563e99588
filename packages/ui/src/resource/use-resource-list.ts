import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi, useCan } from '../data/api-context.tsx';
import { controllerOf, useApiQuery } from '../data/use-api.ts';
import type { ListEndpoint, ResourceDefinition, RowOf } from './define-resource.ts';
import { fieldKeys } from './filter-bar.tsx';
import { useListState } from './list-state.ts';
import { useRunAction } from './use-run-action.tsx';
import { useTabCounts } from './use-tab-counts.ts';

type Raw = Record<string, unknown>;
const PAGING = ['pageIndex', 'pageSize', 'sort'];

/** Everything a list screen does, derived from its declaration and the URL: no screen writes this. */
export function useResourceList<E extends ListEndpoint>(resource: ResourceDefinition<E>) {
  const api = useApi();
  const can = useCan();
  const queryClient = useQueryClient();
  const state = useListState(resource.list.input);
  const query = { ...state.query, ...resource.fixed };
  const list = useApiQuery(resource.list, query as never, { placeholderData: (previous) => previous });
  const data = list.data as { items: RowOf<E>[]; total: number } | undefined;
  const [selected, setSelected] = useState<RowOf<E>[]>([]);
  const actions = useRunAction(resource.list.path);
  const tabField = resource.tabs?.field;
  const filterValues = Object.fromEntries(
    Object.entries(state.raw).filter(([key]) => !PAGING.includes(key) && key !== tabField),
  );
  const counts = useTabCounts(resource.list, resource.tabs as never, { ...filterValues, ...resource.fixed });
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
    toolbar: resource.toolbarList.filter(
      (action) => can(action.endpoint) && (action.visible?.(state.raw) ?? true),
    ),
    query,
    /** The rows an open form is about: the row it was opened on, else the selection. */
    formRows: state.dialogId
      ? rows.filter((row) => String(row[resource.rowKey]) === state.dialogId)
      : selected,
    detailRow:
      state.dialog === 'detail'
        ? rows.find((row) => String(row[resource.rowKey]) === state.dialogId)
        : undefined,
    /** Refetches the list and its tab counts (after a form saved). */
    refresh: () =>
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(controllerOf(resource.list.path)),
      }),
    selectTab: (value: unknown) => tabField && setFilters({ [tabField]: value }),
    /** The filter bar's fields as searched; the tab, the warehouse, the size and the sort stay. */
    search: (values: Raw) => setFilters(values),
    reset: () =>
      setFilters(Object.fromEntries(fieldKeys(resource.filters ?? []).map((key) => [key, undefined]))),
  };
}

export type ResourceListModel<E extends ListEndpoint> = ReturnType<typeof useResourceList<E>>;
