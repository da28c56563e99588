import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { defineResource, MAX_FILTERS } from './define-resource.ts';
import { FilterBar, normalizeBatch } from './filter-bar.tsx';

type Filters = Parameters<typeof FilterBar>[0]['filters'];
const filters: Filters = [
  { name: 'orderNo', kind: 'batch', label: 'tasks:filename' },
  {
    name: 'kind',
    kind: 'select',
    label: 'tasks:kind',
    options: [{ value: 'export', label: 'tasks:kind.export' }],
  },
  { name: 'createdFrom', kind: 'dateRange', label: 'tasks:createdTime', to: 'createdTo' },
  { name: 'a', kind: 'text', label: 'tasks:suffix' },
  { name: 'b', kind: 'text', label: 'tasks:process' },
];

function setup(guardMs?: number) {
  const searches: Record<string, unknown>[] = [];
  let resets = 0;
  renderWithProviders(
    <FilterBar
      filters={filters}
      values={{ kind: 'export' }}
      onSearch={(values) => searches.push(values)}
      onReset={() => resets++}
      guardMs={guardMs}
    />,
  );
  return { searches, resets: () => resets };
}

/** A list screen in small: the bar takes its values from the URL, and other controls write the URL too. */
function UrlBoundBar({ searches }: { searches: Record<string, unknown>[] }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        data-testid="warehouse"
        onClick={() => setParams({ ...Object.fromEntries(params), warehouseId: 'W2' })}
      />
      <button type="button" data-testid="link" onClick={() => navigate('/?orderNo=SO9')} />
      <button type="button" data-testid="back" onClick={() => navigate(-1)} />
      <FilterBar
        filters={filters}
        values={Object.fromEntries(params)}
        onSearch={(values) => {
          searches.push(values);
          // As the list does: the bar's fields over the URL's other keys, a cleared field dropped.
          const next = new URLSearchParams(params);
          for (const [key, value] of Object.entries(values))
            value === undefined ? next.delete(key) : next.set(key, String(value));
          setParams(next);
        }}
        onReset={() => setParams({})}
        guardMs={0}
      />
    </>
  );
}

describe('FilterBar', () => {
  it('keeps typed, unsearched values through a URL change it did not cause; a navigation still sets them', () => {
    const searches: Record<string, unknown>[] = [];
    renderWithProviders(<UrlBoundBar searches={searches} />, { url: '/?orderNo=SO1' });
    const orderNo = () => screen.getByLabelText<HTMLInputElement>('File name');
    const suffix = () => screen.getByLabelText<HTMLInputElement>('Type');
    expect(orderNo().value).toBe('SO1');

    // The warehouse choice rewrites the URL while the user is typing: what is typed stays.
    fireEvent.change(orderNo(), { target: { value: 'SO2' } });
    fireEvent.change(suffix(), { target: { value: 'xlsx' } });
    fireEvent.click(screen.getByTestId('warehouse'));
    expect(screen.getByTestId('location').textContent).toBe('?orderNo=SO1&warehouseId=W2');
    expect(orderNo().value).toBe('SO2');
    expect(suffix().value).toBe('xlsx');

    // Searching sends every field of the bar, a blank one as cleared, and nothing else: the warehouse is
    // not the bar's to write, and stays in the URL.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches).toEqual([{ orderNo: 'SO2', a: 'xlsx' }]);
    expect(Object.keys(searches[0]!).sort()).toEqual([
      'a',
      'b',
      'createdFrom',
      'createdTo',
      'kind',
      'orderNo',
    ]);
    expect(screen.getByTestId('location').textContent).toBe('?orderNo=SO2&warehouseId=W2&a=xlsx');

    // Back/forward and a link with other filters replace what is typed.
    fireEvent.change(suffix(), { target: { value: 'csv' } });
    fireEvent.click(screen.getByTestId('back'));
    expect(orderNo().value).toBe('SO1');
    expect(suffix().value).toBe('');
    fireEvent.change(suffix(), { target: { value: 'csv' } });
    fireEvent.click(screen.getByTestId('link'));
    expect(orderNo().value).toBe('SO9');
    expect(suffix().value).toBe('');

    // Reset empties the fields even when the URL has no filter to drop.
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.change(suffix(), { target: { value: 'csv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(suffix().value).toBe('');
  });

  it('splits batch queries on English commas only', () => {
    expect(normalizeBatch(' A1, B2,,C3 ,')).toBe('A1,B2,C3');
    expect(normalizeBatch('A1，B2')).toBe('A1，B2');
  });

  it('shows 4 items before expanding', () => {
    setup();
    expect(screen.queryByLabelText('Progress')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByLabelText('Progress')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByLabelText('Progress')).toBeNull();
  });

  it('searches with normalised values and ignores a second click within the 1000 ms guard', () => {
    vi.useFakeTimers();
    const { searches } = setup();
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'SO1, SO2 ,' } });
    fireEvent.change(screen.getByLabelText('Created From'), { target: { value: '2026-01-01' } });
    const search = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(search);
    fireEvent.click(search);
    expect(searches).toEqual([{ kind: 'export', orderNo: 'SO1,SO2', createdFrom: '2026-01-01' }]);
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(search);
    expect(searches).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(search);
    expect(searches).toHaveLength(2);
    vi.useRealTimers();
  });

  it('resets', () => {
    const { resets } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(resets()).toBe(1);
  });

  it('refuses a declaration with more than 9 filters', () => {
    const many = Array.from({ length: MAX_FILTERS + 1 }, (_, i) => ({
      name: `f${i}`,
      kind: 'text' as const,
      label: 'tasks:filename' as const,
    }));
    expect(() =>
      defineResource({
        name: 'x',
        list: {} as never,
        rowKey: 'id' as never,
        columns: [],
        filters: many as never,
      }),
    ).toThrow(/at most 9 filters/);
  });
});
