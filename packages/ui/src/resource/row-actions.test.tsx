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

describe('RowActions with many actions', () => {
  const many = [
    a.open({ label: 'resource:edit', to: (row) => `/things/edit?id=${row.id}` }),
    { ...a.link({ label: 'resource:download', href: (row) => `/files/${row.id}` }), name: 'download' },
    { ...a.link({ label: 'resource:print', href: (row) => `/print/${row.id}` }), name: 'print' },
    {
      ...a.link({ label: 'resource:delete', href: (row) => `/del/${row.id}` }),
      name: 'delete',
      color: 'red',
    },
  ];

  it('keeps two inline and puts the rest, the destructive one last, under More', async () => {
    renderWithProviders(
      <RowActions
        row={{ id: 'r1', state: 'open' }}
        actions={many}
        onRun={() => undefined}
        onDetail={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Detail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Download', 'Print', 'Delete']);
  });

  it('shows three or fewer all inline, without a menu', () => {
    renderWithProviders(
      <RowActions row={{ id: 'r1', state: 'open' }} actions={many.slice(0, 2)} onRun={() => undefined} />,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});
