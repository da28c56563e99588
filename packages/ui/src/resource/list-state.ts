import { DEFAULT_PAGE_SIZE } from '@wms/api';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { useUrlSearch } from '../data/url-search.ts';

/** URL keys that are list state but not query: the open dialog and the row it is about. */
const DIALOG = 'dialog';
const DIALOG_ID = 'dialogId';

type Raw = Record<string, unknown>;

/** `sort.field=a&sort.order=desc&kind=export` → `{ sort: { field: 'a', order: 'desc' }, kind: 'export' }`. */
export function decodeSearch(params: URLSearchParams): Raw {
  const out: Raw = {};
  for (const [key, value] of params) {
    if (key === DIALOG || key === DIALOG_ID || value === '') continue;
    const path = key.split('.');
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Raw;
    }
    node[path.at(-1)!] = value;
  }
  return out;
}

/** The inverse of `decodeSearch`; empty values are left out so links stay short. */
export function encodeSearch(values: Raw, prefix = '', params = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') encodeSearch(value as Raw, name, params);
    else params.set(name, String(value));
  }
  return params;
}

/**
 * The list-query schema IS the URL schema (docs/architecture.md#back-office). The URL is parsed by the
 * endpoint's own input schema; a value it refuses (a hand-edited link, an old page size) is dropped, not
 * fatal.
 */
export function parseListQuery(schema: z.ZodType, params: URLSearchParams) {
  const raw = decodeSearch(params);
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = schema.safeParse(raw);
    if (result.success) {
      const parsed = result.data as { pageIndex?: number; pageSize?: number; sort?: unknown };
      return {
        raw,
        pageIndex: parsed.pageIndex ?? 1,
        pageSize: parsed.pageSize ?? DEFAULT_PAGE_SIZE,
        sort: parsed.sort as { field: string; order: 'asc' | 'desc' } | undefined,
      };
    }
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  }
  return { raw: {}, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, sort: undefined };
}

/** List state (tab, filters, page, size, sort, open dialog) kept in the URL, so a link or reload returns. */
export function useListState(schema: z.ZodType) {
  const { params, update } = useUrlSearch();
  const state = useMemo(() => parseListQuery(schema, params), [schema, params]);
  const dialog = params.get(DIALOG);
  const dialogId = params.get(DIALOG_ID);

  /**
   * Every write changes the URL as it is now (see `useUrlSearch`), so a change made while another is still
   * rendering keeps both. The open dialog stays unless the change names one.
   */
  const write = useCallback(
    (change: (raw: Raw) => Raw, dialogState?: { dialog?: string | null; dialogId?: string | null }) =>
      update((latest) => {
        const next = encodeSearch(change(parseListQuery(schema, latest).raw));
        const { dialog: name, dialogId: id } = dialogState ?? {
          dialog: latest.get(DIALOG),
          dialogId: latest.get(DIALOG_ID),
        };
        if (name) next.set(DIALOG, name);
        if (id) next.set(DIALOG_ID, id);
        return next;
      }),
    [schema, update],
  );

  return {
    ...state,
    dialog,
    dialogId,
    /** The input sent to the list endpoint: the URL's values with the parsed page, size and sort. */
    query: { ...state.raw, pageIndex: state.pageIndex, pageSize: state.pageSize, sort: state.sort },
    /** Sets the given filters (and tab); `undefined` clears one, the others stay; the page goes back to 1. */
    setFilters: (filters: Raw) => write((raw) => ({ ...raw, ...filters, pageIndex: undefined })),
    setPage: (pageIndex: number, pageSize = state.pageSize) =>
      write((raw) => ({
        ...raw,
        pageIndex: pageIndex === 1 ? undefined : pageIndex,
        pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize,
      })),
    setSort: (sort: { field: string; order: 'asc' | 'desc' } | undefined) =>
      write((raw) => ({ ...raw, sort, pageIndex: undefined })),
    openDialog: (name: string, id?: string) => write((raw) => raw, { dialog: name, dialogId: id ?? null }),
    closeDialog: () => write((raw) => raw, {}),
  };
}

export type ListState = ReturnType<typeof useListState>;

/**
 * A screen's own dialog opened by a `rowDialog` action: the row key while `?dialog=<name>` is open, and a
 * close that keeps the list's filters.
 */
export function useRowDialog(name: string) {
  const { params, update } = useUrlSearch();
  const open = params.get(DIALOG) === name;
  const close = useCallback(
    () =>
      update((latest) => {
        latest.delete(DIALOG);
        latest.delete(DIALOG_ID);
        return latest;
      }),
    [update],
  );
  return { id: open ? params.get(DIALOG_ID) : null, close };
}
