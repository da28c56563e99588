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
});
