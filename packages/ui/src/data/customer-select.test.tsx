import { fireEvent, screen, waitFor } from '@testing-library/react';
import { customerEndpoints } from '@wms/api';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { CustomerSelect } from './customer-select.tsx';

function Form() {
  const [customerId, setCustomerId] = useState<string | null>(null);
  return (
    <>
      <CustomerSelect label="Customer" value={customerId} onChange={setCustomerId} />
      <output data-testid="chosen">{customerId ?? 'none'}</output>
    </>
  );
}

const offered = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('CustomerSelect against the real server', () => {
  it('offers the visible customers as code and short name, and hands the chosen id to the form', async () => {
    const server = serverClient('admin01');
    const { items } = await serverClient('admin01').client.call(customerEndpoints.getChannelList, {
      pageIndex: 1,
      pageSize: 100,
    });
    expect(items.length).toBeGreaterThan(0);
    renderWithProviders(<Form />, { api: server.client });
    fireEvent.click(screen.getAllByLabelText('Customer').find((el) => el.tagName === 'INPUT')!);
    const labels = items.map((c) => `${c.customerCode} ${c.shortName}`);
    await waitFor(() => expect(offered()).toEqual(labels));
    fireEvent.click(screen.getByRole('option', { name: labels[0], hidden: true }));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe(items[0]!.id));
  });
});
