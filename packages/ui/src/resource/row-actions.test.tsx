import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { actionBuilder } from './actions.ts';
import { RowActions } from './row-actions.tsx';

type Row = { id: string; state: string };
const a = actionBuilder<Row>();
const actions = [
  a.open({ label: 'resource:edit', to: (row) => `/things/edit?id=${row.id}` }),
  a.open({ label: 'resource:detail', to: (row) => `/x/${row.id}`, visible: (row) => row.state === 'open' }),
];

describe('RowActions', () => {
  it('opens an app page in the same window, without calling anything', async () => {
    const runs: string[] = [];
    renderWithProviders(
      <RowActions row={{ id: 'r7', state: 'closed' }} actions={actions} onRun={(x) => runs.push(x.name)} />,
    );
    const link = screen.getByRole('link', { name: 'Edit' });
    expect(link.getAttribute('href')).toBe('/things/edit?id=r7');
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Detail' })).toBeNull();
    fireEvent.click(link);
    expect((await screen.findByTestId('location')).textContent).toBe('?id=r7');
    expect(runs).toEqual([]);
  });
});
