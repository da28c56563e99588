import { fireEvent, screen, waitFor } from '@testing-library/react';
import { customerEndpoints } from '@wms/api';
import { type ReactElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { CustomerMultiSelect, CustomerSelect, useCustomerOrFirst } from './customer-select.tsx';

function Form() {
  const [customerId, setCustomerId] = useState<string | null>(null);
  return (
    <>
      <CustomerSelect label="Customer" value={customerId} onChange={setCustomerId} />
      <output data-testid="chosen">{customerId ?? 'none'}</output>
    </>
  );
}

function Scope() {
  const [customerIds, setCustomerIds] = useState<string[]>([]);
  return (
    <>
      <CustomerMultiSelect label="Customer" value={customerIds} onChange={setCustomerIds} />
      <output data-testid="chosen">{customerIds.join(',') || 'none'}</output>
    </>
  );
}

function Page() {
  const [customerId, choose] = useCustomerOrFirst();
  return (
    <>
      <output data-testid="about">{customerId || 'none'}</output>
      <button type="button" onClick={() => choose('c-2')}>
        other
      </button>
    </>
  );
}

const offered = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

/** Renders the field, expects every visible customer as "code short name", picks the first, expects its id. */
async function chooseFirst(field: ReactElement) {
  const server = serverClient('admin01');
  const { items } = await server.client.call(customerEndpoints.getChannelList, {
    pageIndex: 1,
    pageSize: 100,
  });
  expect(items.length).toBeGreaterThan(0);
  renderWithProviders(field, { api: server.client });
  fireEvent.click(screen.getAllByLabelText('Customer').find((el) => el.tagName === 'INPUT')!);
  const labels = items.map((c) => `${c.customerCode} ${c.shortName}`);
  await waitFor(() => expect(offered()).toEqual(labels));
  fireEvent.click(screen.getByRole('option', { name: labels[0], hidden: true }));
  await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe(items[0]!.id));
}

describe('CustomerSelect against the real server', () => {
  it('offers the visible customers as code and short name, and hands the chosen id to the form', () =>
    chooseFirst(<Form />));

  it('offers the same customers to choose several of', () => chooseFirst(<Scope />));

  it('is about the address’s customer, else the first visible one, and a choice writes the address', async () => {
    const server = serverClient('admin01');
    const { items } = await server.client.call(customerEndpoints.getChannelList, {
      pageIndex: 1,
      pageSize: 100,
    });
    renderWithProviders(<Page />, { api: server.client });
    await waitFor(() => expect(screen.getByTestId('about').textContent).toBe(items[0]!.id));
    fireEvent.click(screen.getByRole('button', { name: 'other' }));
    expect(screen.getByTestId('about').textContent).toBe('c-2');
    expect(currentSearch().get('customerId')).toBe('c-2');
  });
});
