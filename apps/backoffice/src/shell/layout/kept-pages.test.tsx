import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MenuItem } from '@wms/api';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptPages } from './kept-pages.tsx';
import { tabsStore } from './tabs-store.ts';

afterEach(cleanup);

const entry = (id: string, viewCache: boolean) =>
  ({ id, path: `/${id}`, viewCache, title: id, title_En: id }) as unknown as MenuItem;
const menus = [entry('form', true), entry('list', false)];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

const show = (active: string) => (
  <MantineProvider>
    <KeptPages
      menus={menus}
      entry={menus.find((m) => m.path === active)!}
      render={(item) => <Counter name={item.id} />}
    />
  </MantineProvider>
);

describe('keep-alive tabs', () => {
  it('keeps a viewCache page and its state while another tab is shown; remounts the others', () => {
    act(() =>
      tabsStore.set([
        { fullPath: '/form', entryId: 'form', closable: true },
        { fullPath: '/list', entryId: 'list', closable: true },
      ]),
    );
    const view = render(show('/form'));
    fireEvent.click(screen.getByText('form 0'));
    view.rerender(show('/list'));
    fireEvent.click(screen.getByText('list 0'));
    expect(screen.getByText('form 1', { selector: 'button' })).toBeTruthy();
    view.rerender(show('/form'));
    expect(screen.getByText('form 1')).toBeTruthy();
    expect(screen.queryByText(/^list/)).toBeNull();
    view.rerender(show('/list'));
    expect(screen.getByText('list 0')).toBeTruthy();
  });

  it('does not remount a viewCache page when its tab is added after its first render', () => {
    act(() => tabsStore.set([]));
    render(show('/form'));
    fireEvent.click(screen.getByText('form 0'));
    // The layout opens the page's tab in an effect, after the page has rendered once.
    act(() => tabsStore.set([{ fullPath: '/form', entryId: 'form', closable: true }]));
    expect(screen.getByText('form 1')).toBeTruthy();
  });
});
