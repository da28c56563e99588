import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ExportDialog, type ExportScope } from './export-dialog.tsx';

const fields = (['filename', 'suffix', 'kind', 'fileStatus', 'process', 'createdTime'] as const).map(
  (key) => ({
    key,
    label: `tasks:${key}` as const,
  }),
);

function setup(total: number, selectedCount: number) {
  const exports: [string[], ExportScope][] = [];
  let closed = 0;
  renderWithProviders(
    <ExportDialog
      opened
      onClose={() => closed++}
      fields={fields}
      total={total}
      selectedCount={selectedCount}
      onExport={async (chosen, scope) => {
        exports.push([chosen, scope]);
      }}
    />,
  );
  return { exports, closed: () => closed };
}

describe('ExportDialog', () => {
  it('needs at least 5 fields', async () => {
    const { exports } = setup(10, 0);
    fireEvent.click(screen.getByLabelText('File name'));
    fireEvent.click(screen.getByLabelText('Type'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe('At least 5 fields need to be exported');
    expect(exports).toEqual([]);
  });

  it('refuses an export with no data', async () => {
    setup(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is currently no data available for export',
    );
  });

  it('needs a selection to export only the selected rows', async () => {
    setup(10, 0);
    fireEvent.click(screen.getByLabelText(/Only the selected rows/));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select the data');
  });

  it('exports the chosen fields for the selection by default, then closes', async () => {
    const { exports, closed } = setup(10, 2);
    fireEvent.click(screen.getByLabelText('Progress'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(exports).toEqual([[['filename', 'suffix', 'kind', 'fileStatus', 'createdTime'], 'selected']]);
  });
});
