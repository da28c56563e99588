import type { ApiClient, Endpoint, EndpointInput, EndpointOutput } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import type { ComponentType } from 'react';
import type { ExportScope } from '../import-export/export-dialog.tsx';
import type { ImportDefinition } from '../import-export/import-dialog.tsx';
import { type ActionBuilder, actionBuilder, type RowAction, type ToolbarAction } from './actions.ts';
import type { ColumnDefinition } from './column.ts';

/** At most 9 filter rows, 4 items shown before expanding. */
export const MAX_FILTERS = 9;
export const FILTERS_SHOWN = 4;

/** A paged list endpoint: `pageQuery(...)` in, `pageOf(row)` out. */
export type ListEndpoint = Endpoint & { output: { _zod: { output: { items: unknown[]; total: number } } } };
export type RowOf<E extends Endpoint> = EndpointOutput<E> extends { items: (infer R)[] } ? R : never;
export type QueryOf<E extends Endpoint> = EndpointInput<E>;
type KeyOf<T> = Extract<keyof T, string>;

export type Option = { value: string | number; label: MessageKey };

export type FilterDefinition<Q> =
  | { name: KeyOf<Q>; kind: 'text'; label: MessageKey }
  /** Several values separated by English commas. */
  | { name: KeyOf<Q>; kind: 'batch'; label: MessageKey }
  | { name: KeyOf<Q>; kind: 'select'; label: MessageKey; options: readonly Option[] }
  /** `name` holds the start date, `to` the end date (year-month-day). */
  | { name: KeyOf<Q>; kind: 'dateRange'; label: MessageKey; to: KeyOf<Q> };

export interface TabsDefinition<Q> {
  /** The query field a tab sets; the first tab usually leaves it empty ("All"). */
  field: KeyOf<Q>;
  items: readonly { value?: string | number; label: MessageKey }[];
  /** Show a count on every tab (the list's `total` for that tab and the current filters). */
  counts?: boolean;
}

export interface ExportRequest<Q, R> {
  fields: string[];
  scope: ExportScope;
  query: Q;
  rows: R[];
}

/** What a resource's own dialog receives: the row it was opened on, or the selection of the toolbar. */
export interface ResourceFormProps<R> {
  rows: R[];
  onClose: () => void;
  /** Closes the dialog and refetches the list. */
  onDone: () => void;
}

export interface ResourceConfig<E extends ListEndpoint> {
  /** Names the list in test ids and the URL-free parts of its state. */
  name: string;
  list: E;
  /** Query values every call of this screen carries, e.g. one pick-list type per menu entry. */
  fixed?: Partial<QueryOf<E>>;
  rowKey: KeyOf<RowOf<E>>;
  tabs?: TabsDefinition<QueryOf<E>>;
  filters?: readonly FilterDefinition<QueryOf<E>>[];
  columns: readonly ColumnDefinition<RowOf<E>>[];
  selectable?: boolean;
  rowActions?: (a: ActionBuilder<RowOf<E>>) => RowAction<RowOf<E>>[];
  toolbar?: (a: ActionBuilder<RowOf<E>>) => ToolbarAction<RowOf<E>>[];
  export?: {
    fields: readonly { key: string; label: MessageKey }[];
    /** Creates the download task: usually one `api.call` of an export endpoint. */
    run: (request: ExportRequest<QueryOf<E>, RowOf<E>>, api: ApiClient) => Promise<unknown>;
  };
  import?: ImportDefinition;
  /** Dialogs of this screen (create, edit, ship…), opened by `a.form` actions; the open one is in the URL. */
  forms?: Record<string, ComponentType<ResourceFormProps<RowOf<E>>>>;
  detail?: {
    /** What the drawer shows ("Order details"), followed by the row's `name` field (its number). */
    title: MessageKey;
    name?: Extract<keyof RowOf<E>, string>;
    fields: readonly ColumnDefinition<RowOf<E>>[];
  };
}

export interface ResourceDefinition<E extends ListEndpoint> extends ResourceConfig<E> {
  rowActionList: RowAction<RowOf<E>>[];
  toolbarList: ToolbarAction<RowOf<E>>[];
}

/**
 * A list screen as data (docs/architecture.md#back-office). Checks the product's list limits once, when the module
 * loads.
 */
export function defineResource<E extends ListEndpoint>(config: ResourceConfig<E>): ResourceDefinition<E> {
  if ((config.filters?.length ?? 0) > MAX_FILTERS) {
    throw new Error(`${config.name}: at most ${MAX_FILTERS} filters`);
  }
  const builder = actionBuilder<RowOf<E>>();
  return {
    ...config,
    rowActionList: config.rowActions?.(builder) ?? [],
    toolbarList: config.toolbar?.(builder) ?? [],
  };
}
