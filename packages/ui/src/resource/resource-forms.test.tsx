import { Button, Text } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEndpoint, pageOf, pageQuery } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpDouble, pagedList } from '../testing/http-double.ts';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { defineResource, type ResourceFormProps } from './define-resource.ts';
import { ResourceList } from './resource-list.tsx';

const row = z.object({ id: z.string(), filename: z.string(), fileStatus: z.number() });
type Row = z.infer<typeof row>;
const list = defineEndpoint({
  method: 'POST',
  path: '/api/v1/Test/Form/GetList',
  summary: 'list',
  input: pageQuery({ fileStatus: z.coerce.number().optional(), kind: z.string().optional() }),
  output: pageOf(row),
  access: 'session',
});

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
  fixed: { kind: 'single' },
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

const rows = [
  { id: 'a', filename: 'file-a', fileStatus: 1 },
  { id: 'b', filename: 'file-b', fileStatus: 2 },
];

function setup() {
  const double = httpDouble({ [list.path]: pagedList(rows, ['fileStatus']) });
  renderWithProviders(<ResourceList resource={resource} />, { api: double.client });
  return double;
}

describe('ResourceList forms and fixed query', () => {
  it('sends the fixed values with every list call and tab count', async () => {
    const { requests } = setup();
    await screen.findByText('file-a');
    await waitFor(() =>
      expect(screen.getAllByTestId('tab-count').map((b) => b.textContent)).toEqual(['2', '1']),
    );
    for (const call of requests.filter((r) => r.path === list.path))
      expect(call.body).toMatchObject({ kind: 'single' });
  });

  it('shows a toolbar action only for the list values it names', async () => {
    setup();
    await screen.findByText('file-a');
    expect(within(screen.getByTestId('toolbar')).queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(await within(screen.getByTestId('toolbar')).findByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('opens a row form on that row, keeping it in the URL', async () => {
    setup();
    await screen.findByText('file-b');
    fireEvent.click(
      within(screen.getByText('file-b').closest('tr')!).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() => expect(currentSearch().toString()).toBe('dialog=names&dialogId=b'));
    expect(within(await screen.findByRole('dialog')).getByText('file-b')).toBeTruthy();
  });

  it('opens a toolbar form on the selection and closes it when done', async () => {
    const { requests } = setup();
    await screen.findByText('file-a');
    const toolbar = screen.getByTestId('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select the data')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('file-a,file-b')).toBeTruthy();
    const before = requests.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'done' }));
    await waitFor(() => expect(currentSearch().get('dialog')).toBeNull());
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
