import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defineEndpoint,
  downloadHistoryEndpoints,
  EXPORT_FIELDS,
  productEndpoints,
  taskKinds,
} from '@wms/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks, tasksSettled } from '../testing/download-tasks.ts';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { defineResource } from './define-resource.ts';
import { ResourceList } from './resource-list.tsx';

const exports: unknown[] = [];

/** The download center declared over the real endpoints, as a screen would declare it. */
const declaration = (list: typeof downloadHistoryEndpoints.getList) =>
  defineResource({
    name: 'tasks',
    list,
    rowKey: 'id',
    selectable: true,
    tabs: {
      field: 'fileStatus',
      counts: true,
      items: [
        { label: 'resource:all' },
        { value: 1, label: 'tasks:fileStatus.1' },
        { value: 2, label: 'tasks:fileStatus.2' },
        { value: 3, label: 'tasks:fileStatus.3' },
      ],
    },
    filters: [
      {
        name: 'kind',
        kind: 'select',
        label: 'tasks:kind',
        options: taskKinds.map((kind) => ({ value: kind, label: `tasks:kind.${kind}` as const })),
      },
    ],
    columns: [
      { accessor: 'filename', title: 'tasks:filename' },
      { accessor: 'kind', title: 'tasks:kind', status: { prefix: 'tasks:kind' } },
      { accessor: 'fileStatus', title: 'tasks:fileStatus', status: { prefix: 'tasks:fileStatus' } },
    ],
    rowActions: (a) => [
      a.call(downloadHistoryEndpoints.cancel, {
        label: 'tasks:cancel',
        confirm: 'tasks:confirmCancel',
        input: (r) => ({ id: r.id, action: 'cancel' as const }),
      }),
      a.call(downloadHistoryEndpoints.remove, {
        label: 'tasks:delete',
        confirm: 'tasks:confirmDelete',
        success: 'resource:deleteSuccess',
        input: (r) => ({ id: r.id }),
      }),
    ],
    toolbar: (a) => [
      a.batch(downloadHistoryEndpoints.cancel, {
        label: 'tasks:cancel',
        selection: 'one',
        input: (rows) => ({ id: rows[0]!.id, action: 'cancel' as const }),
      }),
      a.dialog('export'),
    ],
    export: {
      fields: EXPORT_FIELDS.product.slice(0, 6).map((key) => ({ key, label: `imports:col.${key}` as const })),
      run: async (request, api) => {
        exports.push({ fields: request.fields, scope: request.scope, query: request.query });
        return api.call(productEndpoints.exportAllProductDownload, { fields: request.fields as never });
      },
    },
    detail: { title: 'tasks:downloadCenter', fields: [{ accessor: 'filename', title: 'tasks:filename' }] },
  });

const resource = declaration(downloadHistoryEndpoints.getList);

const server = serverClient('uilist01');
let tasks: { id: string; filename: string; kind: string; fileStatus: number }[] = [];

function setup(url = '/', functionPoints: ReadonlySet<string> | null = null) {
  server.requests.length = 0;
  server.notices.length = 0;
  renderWithProviders(<ResourceList resource={resource} />, { api: server.client, url, functionPoints });
}

const listCalls = () => server.requests.filter((r) => r.path === downloadHistoryEndpoints.getList.path);
const rowsShown = () => screen.getAllByRole('row').length - 1;
const firstOf = (kind: string) => tasks.find((task) => task.kind === kind)!;
/** The row of a task; exports started in the same second share a file name, so the first one shown. */
const rowOf = async (filename: string) => (await screen.findAllByText(filename))[0]!.closest('tr')!;

describe('ResourceList against the real download center', () => {
  beforeAll(async () => {
    tasks = (await downloadTasks(server.client, { exports: 12, failedImports: 11 })).items;
  });

  it('renders the first page with tab counts and the pager', async () => {
    expect(tasks).toHaveLength(23);
    setup();
    expect(await screen.findByText(tasks[0]!.filename)).toBeTruthy();
    expect(rowsShown()).toBe(10);
    await waitFor(() =>
      expect(screen.getAllByTestId('tab-count').map((b) => b.textContent)).toEqual(['23', '0', '12', '11']),
    );
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
  });

  it('keeps tab, filters and page in the URL and sends them to the list endpoint', async () => {
    setup();
    await screen.findByText(tasks[0]!.filename);
    fireEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    await waitFor(() => expect(currentSearch().get('fileStatus')).toBe('2'));
    await screen.findByText('1–10 of 12');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(currentSearch().get('pageIndex')).toBe('2'));
    expect(await screen.findByText('11–12 of 12')).toBeTruthy();
    expect(listCalls().at(-1)?.body).toMatchObject({ fileStatus: '2', pageIndex: 2, pageSize: 10 });
    fireEvent.click(screen.getByRole('tab', { name: /All/ }));
    await waitFor(() => expect(currentSearch().get('fileStatus')).toBeNull());
    const kindInput = screen.getAllByLabelText('Task kind').find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(kindInput);
    // The dropdown is still in its opening transition, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Import', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentSearch().toString()).toBe('kind=import'));
    expect(await screen.findByText('1–10 of 11')).toBeTruthy();
    expect(screen.queryByText(firstOf('export').filename)).toBeNull();
  });

  it('restores the view from a link, dropping values the schema refuses', async () => {
    setup('/?fileStatus=3&pageSize=20&pageIndex=oops&kind=import');
    expect(await screen.findByText('1–11 of 11')).toBeTruthy();
    expect(rowsShown()).toBe(11);
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Failed');
    expect(
      (screen.getAllByLabelText('Task kind').find((el) => el.tagName === 'INPUT') as HTMLInputElement).value,
    ).toBe('Import');
    expect(listCalls()[0]?.body).toMatchObject({
      fileStatus: '3',
      pageSize: 20,
      pageIndex: 1,
      kind: 'import',
    });
  });

  it('confirms a row action and shows the server’s refusal', async () => {
    const done = firstOf('export');
    setup('/?kind=export');
    const row = await rowOf(done.filename);
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancel this task?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.notices).toEqual([
        {
          kind: 'error',
          code: 'TASK_NOT_CANCELLABLE',
          message: 'Only a task that has not finished can be cancelled',
        },
      ]),
    );
  });

  it('clears the selection after a toolbar action ran', async () => {
    // uicancel01's one task is an export another server instance is still running: cancellable.
    const own = serverClient('uicancel01');
    const before = await own.client.call(downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 10 });
    expect(before.items).toMatchObject([
      { filename: 'running-export.xlsx', state: 'running', fileStatus: 1 },
    ]);
    const running = before.items[0]!;
    own.requests.length = 0;
    renderWithProviders(<ResourceList resource={resource} />, { api: own.client });
    const box = within(await rowOf(running.filename)).getByRole('checkbox') as HTMLInputElement;
    expect(within(await rowOf(running.filename)).getByText('Downloading')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Cancel: done/)).toBeTruthy();
    expect(own.requests.filter((r) => r.path === downloadHistoryEndpoints.cancel.path)).toMatchObject([
      { body: { id: running.id, action: 'cancel' } },
    ]);
    expect(own.notices).toEqual([]);
    // The refetched row is the same task, now cancelled, and no longer selected.
    await waitFor(async () => expect(within(await rowOf(running.filename)).getByText('Failed')).toBeTruthy());
    const row = await rowOf(running.filename);
    await waitFor(() => expect((within(row).getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
    const after = await own.client.call(downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 10 });
    expect(after.items).toMatchObject([{ id: running.id, state: 'cancelled', fileStatus: 3 }]);
  });

  it('checks the selection of a toolbar action: none, then more than one', async () => {
    setup();
    await screen.findByText(tasks[0]!.filename);
    const toolbar = screen.getByTestId('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Please select the data')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Only one can be selected for operation!')).toBeTruthy();
    expect(server.requests.some((r) => r.path === downloadHistoryEndpoints.cancel.path)).toBe(false);
  });

  it('keeps the open detail in the URL, so a link opens the same record', async () => {
    const failed = firstOf('import');
    setup('/?fileStatus=3');
    const row = await rowOf(failed.filename);
    fireEvent.click(within(row).getByRole('button', { name: 'Detail' }));
    await waitFor(() =>
      expect(currentSearch().toString()).toBe(`fileStatus=3&dialog=detail&dialogId=${failed.id}`),
    );
    expect((await screen.findByRole('dialog')).textContent).toContain(failed.filename);
  });

  it('hides actions whose function point the user lacks', async () => {
    setup('/', new Set());
    await screen.findByText(tasks[0]!.filename);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the error state with the request layer message and retries', async () => {
    const missing = defineEndpoint({
      ...downloadHistoryEndpoints.getList,
      path: '/api/v1/DownloadHistory/DownloadHistory/NoSuchList',
    });
    renderWithProviders(<ResourceList resource={declaration(missing)} />, { api: server.client });
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('http:404');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setup('/?kind=sync');
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('exports the current query from the toolbar, which creates a download task', async () => {
    exports.length = 0;
    setup('/?fileStatus=2');
    await screen.findByText('1–10 of 12');
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(currentSearch().get('dialog')).toBe('export'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(currentSearch().get('dialog')).toBeNull());
    expect(exports).toEqual([
      {
        fields: EXPORT_FIELDS.product.slice(0, 6),
        scope: 'all',
        query: { fileStatus: '2', pageIndex: 1, pageSize: 10, sort: undefined },
      },
    ]);
    await tasksSettled(server.client);
    const completed = await server.client.call(downloadHistoryEndpoints.getList, {
      fileStatus: 2,
      pageIndex: 1,
      pageSize: 10,
    });
    expect(completed.total).toBe(13);
  });

  it('confirms a delete, calls the server and refetches the list', async () => {
    const failed = firstOf('import');
    setup('/?fileStatus=3');
    const row = await rowOf(failed.filename);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(await screen.findByText('1–10 of 10')).toBeTruthy();
    expect(screen.queryByText(failed.filename)).toBeNull();
  });
});
