import type { ApiClient, Endpoint, EndpointInput } from '@wms/api';
import type { MessageKey } from '@wms/i18n';

/** How many selected rows a toolbar action needs. */
export type Selection = 'none' | 'some' | 'one';

interface ActionBase {
  name: string;
  label: MessageKey;
  color?: string;
  /** Asked before running ("Are you sure…?"). */
  confirm?: MessageKey;
  /** Toast after success; `resource:operationSuccess` by default for calls. */
  success?: MessageKey | false;
  /** The endpoint whose function point gates the button. */
  endpoint?: Endpoint;
}

export type RowAction<R> = ActionBase & {
  visible?: (row: R) => boolean;
  run: (row: R, api: ApiClient) => unknown;
  /** Opens a URL (a file download) in a new window instead of calling. */
  href?: (row: R) => string;
  /** Goes to a page of the app (an edit or detail page) in the same window. */
  to?: (row: R) => string;
  /** Opens a dialog of the screen for this row: `?dialog=<name>&dialogId=<row key>` (see `useRowDialog`). */
  dialog?: string;
};

export type ToolbarAction<R> = ActionBase & {
  selection: Selection;
  /** Shown only for these list values (the URL's tab and filters), e.g. the moves a status tab allows. */
  visible?: (values: Record<string, unknown>) => boolean;
  /** Opens a dialog of the list: the built-in `export` and `import`, or one of the resource's `forms`. */
  dialog?: string;
  run: (rows: R[], api: ApiClient) => unknown;
};

type CallOptions = Omit<ActionBase, 'endpoint' | 'name'> & { name?: string };

/** Typed helpers for a resource's actions: the row type flows from the list endpoint. */
export function actionBuilder<R>() {
  return {
    /** A row action that calls an endpoint with an input made from the row. */
    call<E extends Endpoint>(
      endpoint: E,
      options: CallOptions & { input: (row: R) => EndpointInput<E>; visible?: (row: R) => boolean },
    ): RowAction<R> {
      const { input, ...rest } = options;
      return {
        name: endpoint.path.split('/').pop() ?? 'call',
        success: 'resource:operationSuccess',
        ...rest,
        endpoint,
        run: (row, api) => api.call(endpoint, input(row)),
      };
    },
    /** A row action that opens a link, e.g. a signed download URL. */
    link(options: CallOptions & { href: (row: R) => string; visible?: (row: R) => boolean }): RowAction<R> {
      return { name: 'link', success: false, ...options, run: () => undefined };
    },
    /** A row action that opens a page of the app, e.g. the row's edit page. */
    open(options: CallOptions & { to: (row: R) => string; visible?: (row: R) => boolean }): RowAction<R> {
      return { name: `open-${options.label}`, success: false, ...options, run: () => undefined };
    },
    /** A toolbar action over the selected rows. */
    batch<E extends Endpoint>(
      endpoint: E,
      options: CallOptions & {
        selection: Selection;
        input: (rows: R[]) => EndpointInput<E>;
        visible?: (values: Record<string, unknown>) => boolean;
      },
    ): ToolbarAction<R> {
      const { input, ...rest } = options;
      return {
        name: endpoint.path.split('/').pop() ?? 'batch',
        success: 'resource:operationSuccess',
        ...rest,
        endpoint,
        run: (rows, api) => api.call(endpoint, input(rows)),
      };
    },
    /** Opens a dialog for a row: one of the resource's `forms`, or a screen's own dialog (`useRowDialog`). */
    rowForm(
      form: string,
      options: CallOptions & { visible?: (row: R) => boolean; endpoint?: Endpoint },
    ): RowAction<R> {
      return { name: form, success: false, ...options, dialog: form, run: () => undefined };
    },
    /** Opens one of the resource's `forms` for the selection (or for nothing: a create dialog). */
    form(
      form: string,
      options: CallOptions & {
        selection?: Selection;
        endpoint?: Endpoint;
        visible?: (values: Record<string, unknown>) => boolean;
      },
    ): ToolbarAction<R> {
      return {
        name: form,
        success: false,
        ...options,
        selection: options.selection ?? 'none',
        dialog: form,
        run: () => undefined,
      };
    },
    /** Opens the list's export or import dialog. */
    dialog(
      dialog: 'export' | 'import',
      options: { selection?: Selection; endpoint?: Endpoint } = {},
    ): ToolbarAction<R> {
      return {
        name: dialog,
        label: dialog === 'export' ? 'resource:export' : 'resource:import',
        selection: options.selection ?? 'none',
        endpoint: options.endpoint,
        success: false,
        dialog,
        run: () => undefined,
      };
    },
  };
}

export type ActionBuilder<R> = ReturnType<typeof actionBuilder<R>>;

/** "Please select the data" below one row, "Only one can be selected for operation!" above. */
export function selectionProblem(selection: Selection, count: number): MessageKey | null {
  if (selection === 'none') return null;
  if (count === 0) return 'resource:selectData';
  if (selection === 'one' && count > 1) return 'resource:onlyOne';
  return null;
}
