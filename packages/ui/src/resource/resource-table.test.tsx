import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ResourceTable } from './resource-table.tsx';

type Row = {
  id: string;
  name: string;
  amount: number;
  weight: number;
  at: string;
  state: string;
  code: string;
};
const rows: Row[] = [
  {
    id: 'r1',
    name: 'Box',
    amount: 1234.5,
    weight: 12.345,
    at: '2026-07-04T17:05:09Z',
    state: '2',
    code: 'TASK_NOT_FOUND',
  },
];

describe('ResourceTable', () => {
  it('formats money, measures, dates and statuses, and offers the spec page sizes', async () => {
    const pages: [number, number][] = [];
    renderWithProviders(
      <ResourceTable<Row>
        rowKey="id"
        columns={[
          { accessor: 'name', title: 'tasks:filename' },
          { accessor: 'amount', title: 'tasks:suffix', kind: 'money' },
          { accessor: 'weight', title: 'tasks:process', kind: 'lb' },
          { accessor: 'at', title: 'tasks:createdTime', kind: 'date' },
          { accessor: 'state', title: 'tasks:fileStatus', status: { prefix: 'tasks:fileStatus' } },
          { accessor: 'code', title: 'tasks:errorMessage', translate: 'errors' },
        ]}
        records={rows}
        total={45}
        page={1}
        pageSize={10}
        onPage={(page, size) => pages.push([page, size])}
        fetching={false}
      />,
    );
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('12.35 lbs')).toBeTruthy();
    expect(screen.getByText(/^2026-07-0[45]$/)).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('The task does not exist')).toBeTruthy();
    expect(screen.getByText('1–1 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(pages).toEqual([[3, 10]]);
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['10', '20', '30', '50', '100']);
    fireEvent.click(items.find((item) => item.textContent === '50')!);
    expect(pages.at(-1)).toEqual([1, 50]);
  });

  it("names the page arrows in the reader's language", () => {
    renderWithProviders(
      <ResourceTable<Row>
        rowKey="id"
        columns={[{ accessor: 'name', title: 'tasks:filename' }]}
        records={rows}
        total={45}
        page={2}
        pageSize={10}
        onPage={() => undefined}
        fetching={false}
      />,
      { locale: 'zh-CN' },
    );
    expect(screen.getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
    expect(screen.getByText(/共 45 条/)).toBeTruthy();
  });

  it('keeps every cell on one line: plain text cut with … and whole in its tooltip', () => {
    renderWithProviders(
      <ResourceTable<Row>
        rowKey="id"
        columns={[
          { accessor: 'name', title: 'tasks:filename' },
          { accessor: 'at', title: 'tasks:createdTime', kind: 'datetime' },
          { accessor: 'code', title: 'tasks:errorMessage', noWrap: true },
        ]}
        records={rows}
        total={1}
        page={1}
        pageSize={10}
        onPage={() => undefined}
        fetching={false}
      />,
    );
    const cell = (text: string | RegExp) => screen.getByText(text).closest('td');
    expect(cell('Box')?.className).toMatch(/ellipsis/i);
    expect(screen.getByText('Box').getAttribute('title')).toBe('Box');
    expect(cell(/^2026-07-04/)?.className).toMatch(/nowrap/i);
    expect(cell('TASK_NOT_FOUND')?.className).toMatch(/nowrap/i);
  });
});
