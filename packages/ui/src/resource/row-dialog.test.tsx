import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEndpoint, pageOf, pageQuery } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpDouble, pagedList } from '../testing/http-double.ts';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { defineResource } from './define-resource.ts';
import { useRowDialog } from './list-state.ts';
import { ResourceList } from './resource-list.tsx';

const list = defineEndpoint({
  method: 'POST',
  path: '/api/v1/Test/Stock/GetList',
  summary: 'list',
  input: pageQuery({ name: z.string().optional() }),
  output: pageOf(z.object({ id: z.string(), name: z.string() })),
  access: 'session',
});
const resource = defineResource({
  name: 'stock',
  list,
  rowKey: 'id',
  filters: [{ name: 'name', kind: 'text', label: 'tasks:filename' }],
  columns: [{ accessor: 'name', title: 'tasks:filename' }],
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

describe('rowDialog', () => {
  it('opens the screen’s own dialog for the row in the URL and closes it keeping the filters', async () => {
    const double = httpDouble({
      [list.path]: pagedList([
        { id: 's1', name: 'A01' },
        { id: 's2', name: 'B02' },
      ]),
    });
    renderWithProviders(
      <>
        <ResourceList resource={resource} />
        <LockDialog />
      </>,
      { api: double.client, url: '/?name=B02' },
    );
    fireEvent.click(
      within((await screen.findByText('B02')).closest('tr')!).getByRole('button', { name: 'Lock' }),
    );
    expect((await screen.findByTestId('locking')).textContent).toBe('s2');
    expect(currentSearch().toString()).toBe('name=B02&dialog=lock&dialogId=s2');
    expect(double.requests.filter((r) => r.path !== list.path)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(currentSearch().toString()).toBe('name=B02'));
    expect(screen.queryByTestId('locking')).toBeNull();
  });
});
