import { fireEvent, screen, waitFor } from '@testing-library/react';
import { warehouseEndpoints } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { httpDouble } from '../testing/http-double.ts';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { useWarehouseParam, WarehouseSelect } from './warehouse-select.tsx';

const LAX = '0190f0a0-0000-7000-8000-000000000001';
const NJ = '0190f0a0-0000-7000-8000-000000000002';

function Probe() {
  return <output data-testid="chosen">{useWarehouseParam() ?? 'none'}</output>;
}

describe('WarehouseSelect', () => {
  it('lists the visible warehouses and keeps the choice in the URL, back to page 1', async () => {
    const double = httpDouble({
      [warehouseEndpoints.getList.path]: () => [
        { warehouseId: LAX, warehouseName: 'Los Angeles', warehouseKey: 'LAX1' },
        { warehouseId: NJ, warehouseName: 'New Jersey', warehouseKey: 'NJ1' },
      ],
    });
    renderWithProviders(
      <>
        <WarehouseSelect />
        <Probe />
      </>,
      { api: double.client, url: '/?pageIndex=3&locationName=A01' },
    );
    expect(screen.getByTestId('chosen').textContent).toBe('none');
    const input = screen.getAllByLabelText('Warehouse').find((el) => el.tagName === 'INPUT')!;
    await waitFor(() =>
      expect(double.requests.map((r) => r.path)).toEqual([warehouseEndpoints.getList.path]),
    );
    fireEvent.click(input);
    // The dropdown is still in its opening transition, so its options count as hidden for a moment.
    fireEvent.click(await screen.findByRole('option', { name: 'New Jersey', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe(NJ));
    expect(currentSearch().toString()).toBe(`locationName=A01&warehouseId=${NJ}`);
  });
});
