import { act, cleanup, render } from '@testing-library/react';
import { pageQuery } from '@wms/api';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ListState, useListState } from '../resource/list-state.ts';

afterEach(cleanup);

const schema = pageQuery({ orderNo: z.string().optional(), warehouseId: z.string().optional() });

/**
 * The app's own kind of router (a data router renders each navigation in a transition), holding a list
 * whose latest rendered state the test keeps.
 */
const seen: { state?: ListState } = {};

function List() {
  seen.state = useListState(schema);
  return null;
}

function setup(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { search: () => new URLSearchParams(router.state.location.search) };
}

/** Lets the router finish a navigation while React has not yet rendered it (it renders when `act` ends). */
const navigationDone = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('list writes against a URL that changed since the last render', () => {
  it('a page size chosen before the new filters rendered keeps the filters', async () => {
    const { search } = setup('/?warehouseId=W1');
    await act(async () => {
      const rendered = seen.state!;
      rendered.setFilters({ orderNo: 'DS0001' });
      await navigationDone();
      expect(seen.state).toBe(rendered);
      rendered.setPage(1, 50);
      await navigationDone();
    });
    expect(Object.fromEntries(search())).toEqual({ warehouseId: 'W1', orderNo: 'DS0001', pageSize: '50' });
    expect(seen.state!.query).toMatchObject({ warehouseId: 'W1', orderNo: 'DS0001', pageSize: 50 });
  });

  it('a search made before the chosen warehouse rendered keeps the warehouse, and a dialog stays open', async () => {
    const { search } = setup('/?pageIndex=3&dialog=detail&dialogId=7');
    await act(async () => {
      const rendered = seen.state!;
      rendered.setFilters({ warehouseId: 'W2' });
      await navigationDone();
      rendered.setFilters({ orderNo: 'DS0002' });
      await navigationDone();
    });
    expect(Object.fromEntries(search())).toEqual({
      warehouseId: 'W2',
      orderNo: 'DS0002',
      dialog: 'detail',
      dialogId: '7',
    });
    await act(async () => seen.state!.closeDialog());
    expect(Object.fromEntries(search())).toEqual({ warehouseId: 'W2', orderNo: 'DS0002' });
  });
});
