import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { warehouseEndpoints } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { defineResource } from './define-resource.ts';
import { useRowDialog } from './list-state.ts';
import { ResourceList } from './resource-list.tsx';

const list = warehouseEndpoints.getPageList;
const resource = defineResource({
  name: 'warehouses',
  list,
  rowKey: 'id',
  filters: [{ name: 'keyword', kind: 'text', label: 'settings:keyword' }],
  columns: [{ accessor: 'name', title: 'resource:warehouse' }],
  rowActions: (a) => [a.rowForm('lock', { label: 'inventory:lock' })],
});

function LockDialog() {
  const { id, close } = useRowDialog('lock');
  if (!id) return null;
  return (
    <div role="dialog">
      <span data-testid="locking">{id}</span>
      <button type="button" onClick={close}>
        close
      </button>
    </div>
  );
}

describe('rowDialog against the real warehouse list', () => {
  it('opens the screen’s own dialog for the row in the URL and closes it keeping the filters', async () => {
    const server = serverClient('admin01');
    const { items } = await server.client.call(list, { pageIndex: 1, pageSize: 10 });
    expect(items.map((w) => w.name)).toEqual(['Los Angeles Warehouse', 'New Jersey Warehouse']);
    const newJersey = items.find((w) => w.warehouseKey === 'NJ1')!;
    server.requests.length = 0;
    renderWithProviders(
      <>
        <ResourceList resource={resource} />
        <LockDialog />
      </>,
      { api: server.client, url: '/?keyword=NJ1' },
    );
    const row = (await screen.findByText('New Jersey Warehouse')).closest('tr')!;
    // The server filtered by the keyword in the URL.
    expect(screen.queryByText('Los Angeles Warehouse')).toBeNull();
    expect(server.requests.map((r) => [r.path, r.body.keyword])).toEqual([[list.path, 'NJ1']]);
    fireEvent.click(within(row).getByRole('button', { name: 'Lock' }));
    expect((await screen.findByTestId('locking')).textContent).toBe(newJersey.id);
    expect(currentSearch().toString()).toBe(`keyword=NJ1&dialog=lock&dialogId=${newJersey.id}`);
    expect(server.requests.filter((r) => r.path !== list.path)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(currentSearch().toString()).toBe('keyword=NJ1'));
    expect(screen.queryByTestId('locking')).toBeNull();
  });
});
