import { fireEvent, screen, waitFor } from '@testing-library/react';
import { warehouseEndpoints } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { useWarehouseParam, WarehouseSelect } from './warehouse-select.tsx';

function Probe() {
  return <output data-testid="chosen">{useWarehouseParam() ?? 'none'}</output>;
}

function setup(account: string) {
  const server = serverClient(account);
  renderWithProviders(
    <>
      <WarehouseSelect />
      <Probe />
    </>,
    { api: server.client, url: '/?pageIndex=3&locationName=A01' },
  );
  return server;
}

const open = () =>
  fireEvent.click(screen.getAllByLabelText('Warehouse').find((el) => el.tagName === 'INPUT')!);
// The dropdown is still in its opening transition, so its options count as hidden for a moment.
const offered = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('WarehouseSelect against the real server', () => {
  it('lists the visible warehouses and keeps the choice in the URL, back to page 1', async () => {
    const server = setup('admin01');
    const warehouses = await serverClient('admin01').client.call(warehouseEndpoints.getList, {});
    const newJersey = warehouses.find((w) => w.warehouseKey === 'NJ1')!;
    expect(screen.getByTestId('chosen').textContent).toBe('none');
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toEqual([warehouseEndpoints.getList.path]),
    );
    open();
    await waitFor(() => expect(offered()).toEqual(['Los Angeles Warehouse', 'New Jersey Warehouse']));
    fireEvent.click(screen.getByRole('option', { name: 'New Jersey Warehouse', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe(newJersey.warehouseId));
    expect(currentSearch().toString()).toBe(`locationName=A01&warehouseId=${newJersey.warehouseId}`);
  });

  it('offers only the warehouses the user’s data permission covers', async () => {
    setup('uinj01');
    open();
    await waitFor(() => expect(offered()).toEqual(['New Jersey Warehouse']));
    expect(screen.queryByRole('option', { name: 'Los Angeles Warehouse', hidden: true })).toBeNull();
  });
});
