import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEndpoint, pageOf, pageQuery } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpDouble, pagedList, refusal } from '../testing/http-double.ts';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { defineResource } from './define-resource.ts';
import { ResourceList } from './resource-list.tsx';

const row = z.object({ id: z.string(), filename: z.string(), fileStatus: z.number() });
const list = defineEndpoint({
  method: 'POST',
  path: '/api/v1/Test/Task/GetList',
  summary: 'list',
  input: pageQuery({ fileStatus: z.coerce.number().optional(), filename: z.string().optional() }),
  output: pageOf(row),
  access: 'session',
});
const cancel = defineEndpoint({
  method: 'POST',
  path: '/api/v1/Test/Task/Update',
  summary: 'cancel',
  input: z.object({ id: z.string() }),
  output: z.null(),
  access: { functionPoint: 'test:task:manage' },
});

const resource = defineResource({
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
    ],
  },
  filters: [{ name: 'filename', kind: 'text', label: 'tasks:filename' }],
  columns: [
    { accessor: 'filename', title: 'tasks:filename' },
    { accessor: 'fileStatus', title: 'tasks:fileStatus', status: { prefix: 'tasks:fileStatus' } },
  ],
  rowActions: (a) => [
    a.call(cancel, { label: 'tasks:cancel', confirm: 'tasks:confirmCancel', input: (r) => ({ id: r.id }) }),
  ],
  toolbar: (a) => [
    a.batch(cancel, { label: 'tasks:cancel', selection: 'one', input: (rows) => ({ id: rows[0]!.id }) }),
    a.dialog('export'),
  ],
  export: {
    fields: (['filename', 'suffix', 'kind', 'fileStatus', 'process'] as const).map((key) => ({
      key,
      label: `tasks:${key}` as const,
    })),
    run: async (request) => {
      exports.push({ fields: request.fields, scope: request.scope, query: request.query });
    },
  },
  detail: { title: 'tasks:downloadCenter', fields: [{ accessor: 'filename', title: 'tasks:filename' }] },
});

const exports: unknown[] = [];

const rows = Array.from({ length: 23 }, (_, i) => ({
  id: `t${i + 1}`,
  filename: `file-${i + 1}`,
  fileStatus: (i % 2) + 1,
}));

function setup(url = '/', functionPoints: ReadonlySet<string> | null = null) {
  const cancelled: string[] = [];
  const double = httpDouble({
    [list.path]: pagedList(rows, ['fileStatus', 'filename']),
    [cancel.path]: ({ body }) => {
      if (body.id === 't2')
        return refusal('TASK_NOT_CANCELLABLE', 'Only a task that has not finished can be cancelled');
      cancelled.push(String(body.id));
      return null;
    },
  });
  renderWithProviders(<ResourceList resource={resource} />, { api: double.client, url, functionPoints });
  return { ...double, cancelled };
}

const listCalls = (requests: { path: string; body: Record<string, unknown> }[]) =>
  requests.filter((r) => r.path === list.path);

describe('ResourceList', () => {
  it('renders the first page with tab counts and the pager', async () => {
    setup();
    expect(await screen.findByText('file-1')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await waitFor(() =>
      expect(screen.getAllByTestId('tab-count').map((b) => b.textContent)).toEqual(['23', '12', '11']),
    );
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
  });

  it('keeps tab, filters and page in the URL and sends them to the list endpoint', async () => {
    const { requests } = setup();
    await screen.findByText('file-1');
    fireEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    await waitFor(() => expect(currentSearch().get('fileStatus')).toBe('2'));
    await screen.findByText('file-2');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(currentSearch().get('pageIndex')).toBe('2'));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)?.body).toMatchObject({ fileStatus: '2', pageIndex: 2, pageSize: 10 }),
    );
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'file-4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentSearch().toString()).toBe('filename=file-4&fileStatus=2'));
    expect(await screen.findByText('file-4')).toBeTruthy();
  });

  it('restores the view from a link, dropping values the schema refuses', async () => {
    const { requests } = setup('/?fileStatus=1&pageSize=20&pageIndex=oops&filename=file-1');
    expect(await screen.findByText('file-1')).toBeTruthy();
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('file-1');
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Downloading');
    expect(listCalls(requests)[0]?.body).toMatchObject({
      fileStatus: '1',
      pageSize: 20,
      pageIndex: 1,
      filename: 'file-1',
    });
  });

  it('confirms a row action, calls its endpoint and refetches the list', async () => {
    const { requests, cancelled } = setup();
    await screen.findByText('file-1');
    const before = listCalls(requests).length;
    const firstRow = screen.getByText('file-1').closest('tr')!;
    fireEvent.click(within(firstRow).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancel this task?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cancelled).toEqual(['t1']));
    expect(await screen.findByText('Operation successful')).toBeTruthy();
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(before));
  });

  it('clears the selection after a toolbar action ran', async () => {
    const { cancelled } = setup();
    await screen.findByText('file-1');
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancelled).toEqual(['t1']));
    await waitFor(() => expect((screen.getAllByRole('checkbox')[1] as HTMLInputElement).checked).toBe(false));
  });

  it('checks the selection of a toolbar action: none, then more than one', async () => {
    const { cancelled } = setup();
    await screen.findByText('file-1');
    const toolbar = screen.getByTestId('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Please select the data')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Only one can be selected for operation!')).toBeTruthy();
    expect(cancelled).toEqual([]);
  });

  it('keeps the open detail in the URL, so a link opens the same record', async () => {
    setup('/?fileStatus=2');
    await screen.findByText('file-2');
    fireEvent.click(
      within(screen.getByText('file-2').closest('tr')!).getByRole('button', { name: 'Detail' }),
    );
    await waitFor(() => expect(currentSearch().toString()).toBe('fileStatus=2&dialog=detail&dialogId=t2'));
    expect((await screen.findByRole('dialog')).textContent).toContain('file-2');
  });

  it('opens the export dialog from the toolbar and exports the current query', async () => {
    exports.length = 0;
    setup('/?fileStatus=1');
    await screen.findByText('file-1');
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(currentSearch().get('dialog')).toBe('export'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(currentSearch().get('dialog')).toBeNull());
    expect(exports).toEqual([
      {
        fields: ['filename', 'suffix', 'kind', 'fileStatus', 'process'],
        scope: 'all',
        query: { fileStatus: '1', pageIndex: 1, pageSize: 10, sort: undefined },
      },
    ]);
  });

  it('hides actions whose function point the user lacks', async () => {
    setup('/', new Set());
    await screen.findByText('file-1');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows the error state with the request layer message and retries', async () => {
    const double = httpDouble({});
    renderWithProviders(<ResourceList resource={resource} />, { api: double.client });
    const alert = await screen.findByTestId('list-error');
    expect(alert.textContent).toContain('http:404');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    const double = httpDouble({ [list.path]: pagedList([]) });
    renderWithProviders(<ResourceList resource={resource} />, { api: double.client });
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});
