import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('FilterBar', () => {
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

  it('searches with normalised values and ignores a second click within the guard', async () => {
    const { searches } = setup(300);
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'SO1, SO2 ,' } });
    fireEvent.change(screen.getByLabelText('Created From'), { target: { value: '2026-01-01' } });
    const search = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(search);
    fireEvent.click(search);
    expect(searches).toEqual([{ kind: 'export', orderNo: 'SO1,SO2', createdFrom: '2026-01-01' }]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    fireEvent.click(search);
    expect(searches).toHaveLength(2);
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
