import { Button, Text } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DownloadTask, downloadHistoryEndpoints } from '@wms/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks } from '../testing/download-tasks.ts';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { defineResource, type ResourceFormProps } from './define-resource.ts';
import { ResourceList } from './resource-list.tsx';

const list = downloadHistoryEndpoints.getList;
type Row = DownloadTask;

function NamesForm({ rows, onDone }: ResourceFormProps<Row>) {
  return (
    <div role="dialog">
      <Text>{rows.map((r) => r.filename).join(',') || '-'}</Text>
      <Button onClick={onDone}>done</Button>
    </div>
  );
}

const resource = defineResource({
  name: 'forms',
  list,
  rowKey: 'id',
  selectable: true,
  fixed: { kind: 'import' },
  tabs: {
    field: 'fileStatus',
    counts: true,
    items: [{ label: 'resource:all' }, { value: 2, label: 'tasks:fileStatus.2' }],
  },
  columns: [{ accessor: 'filename', title: 'tasks:filename' }],
  rowActions: (a) => [a.rowForm('names', { label: 'tasks:download' })],
  toolbar: (a) => [
    a.form('names', { label: 'resource:export', selection: 'some' }),
    a.form('names', { label: 'resource:add', visible: (values) => values.fileStatus === '2' }),
  ],
  forms: { names: NamesForm },
});

const server = serverClient('uiforms01');
/** The user's imports, as the server lists them (newest first): the rows the fixed query keeps. */
let imports: Row[] = [];

function setup() {
  server.requests.length = 0;
  renderWithProviders(<ResourceList resource={resource} />, { api: server.client });
  return server;
}

describe('ResourceList forms and fixed query, on the real download center', () => {
  beforeAll(async () => {
    // Two exports (they complete) and two imports (the server refuses their rows, so they fail).
    const all = await downloadTasks(server.client, { exports: 2, failedImports: 2 });
    expect(all.items.map((task) => [task.kind, task.fileStatus])).toEqual([
      ['import', 3],
      ['import', 3],
      ['export', 2],
      ['export', 2],
    ]);
    imports = all.items.filter((task) => task.kind === 'import');
  });

  it('sends the fixed values with every list call and tab count', async () => {
    const { requests } = setup();
    await screen.findByText('products-1.xlsx');
    // Without the fixed kind the server would count 4 tasks, 2 of them completed.
    await waitFor(() =>
      expect(screen.getAllByTestId('tab-count').map((b) => b.textContent)).toEqual(['2', '0']),
    );
    const calls = requests.filter((r) => r.path === list.path);
    // The list (its total is the All count) and the Completed count.
    expect(calls.map((call) => call.body.fileStatus ?? null).sort()).toEqual([2, null]);
    for (const call of calls) expect(call.body).toMatchObject({ kind: 'import' });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.textContent),
    ).toEqual(imports.map((task) => expect.stringContaining(task.filename)));
  });

  it('shows a toolbar action only for the list values it names', async () => {
    setup();
    await screen.findByText('products-1.xlsx');
    expect(within(screen.getByTestId('toolbar')).queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(await within(screen.getByTestId('toolbar')).findByRole('button', { name: 'Add' })).toBeTruthy();
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('opens a row form on that row, keeping it in the URL', async () => {
    const second = imports.find((task) => task.filename === 'products-2.xlsx')!;
    setup();
    const row = (await screen.findByText('products-2.xlsx')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(currentSearch().toString()).toBe(`dialog=names&dialogId=${second.id}`));
    expect(within(await screen.findByRole('dialog')).getByText('products-2.xlsx')).toBeTruthy();
  });

  it('opens a toolbar form on the selection and closes it when done', async () => {
    const { requests } = setup();
    await screen.findByText('products-1.xlsx');
    const toolbar = screen.getByTestId('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select the data')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(imports.map((task) => task.filename).join(','))).toBeTruthy();
    const before = requests.filter((r) => r.path === list.path).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'done' }));
    await waitFor(() => expect(currentSearch().get('dialog')).toBeNull());
    await waitFor(() => expect(requests.filter((r) => r.path === list.path).length).toBeGreaterThan(before));
  });
});
