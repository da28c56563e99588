import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { DataTable } from './data-table.tsx';

const lines = [
  { id: 'a', sku: 'CUP', state: 'picked' },
  { id: 'b', sku: 'MUG', state: 'unPick' },
];

describe('DataTable', () => {
  it('shows declared columns as the resource lists do, and cells of its own', () => {
    renderWithProviders(
      <DataTable
        data-testid="lines"
        records={lines}
        rowKey={(line) => line.id}
        columns={[
          { key: 'seq', header: '#', render: (line) => lines.indexOf(line) + 1 },
          { accessor: 'sku', title: 'orders:sku' },
          { accessor: 'state', title: 'picking:status', status: { prefix: 'picking:pickState' } },
        ]}
      />,
    );
    const table = screen.getByTestId('lines');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'SKU', 'Status']);
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((tr) => tr.textContent)).toEqual(['1CUPPicked', '2MUGNot picked']);
  });

  it('says so when empty, and can leave its header out', () => {
    renderWithProviders(
      <DataTable
        data-testid="none"
        noHeader
        records={[] as typeof lines}
        rowKey={(line) => line.id}
        empty="Nothing here"
        columns={[{ accessor: 'sku', title: 'orders:sku' }]}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(within(screen.getByTestId('none')).queryAllByRole('columnheader')).toEqual([]);
  });

  it('says "No data" once its rows have loaded empty, and nothing while they load', () => {
    const table = (loaded: boolean) => (
      <div data-testid={loaded ? 'loaded' : 'loading'}>
        <DataTable
          records={[] as typeof lines}
          rowKey={(line) => line.id}
          loaded={loaded}
          columns={[{ accessor: 'sku', title: 'orders:sku' }]}
        />
      </div>
    );
    renderWithProviders(
      <>
        {table(false)}
        {table(true)}
      </>,
    );
    expect(within(screen.getByTestId('loading')).queryByText('No data')).toBeNull();
    expect(within(screen.getByTestId('loaded')).getByText('No data')).toBeTruthy();
  });

  it('keeps dates on one line and lets text wrap', () => {
    renderWithProviders(
      <DataTable
        records={[{ id: 'a', name: 'A long warehouse name', at: '2026-11-27T10:00:00Z' }]}
        rowKey={(row) => row.id}
        columns={[
          { accessor: 'name', title: 'settings:name' },
          { accessor: 'at', title: 'develop:resource.updatedTime', kind: 'datetime' },
        ]}
      />,
    );
    const [name, at] = screen.getAllByRole('cell');
    expect(name!.style.whiteSpace).toBe('');
    expect(at!.style.whiteSpace).toBe('nowrap');
  });
});
