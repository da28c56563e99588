import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { warehouseEndpoints } from '@wms/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { useEditForm } from './use-edit-form.ts';

const schema = z.object({ id: z.string().optional(), name: z.string().min(1) });

function WarehouseName({ id, saved }: { id?: string; saved: (values: unknown) => void }) {
  const { form, loading, submit } = useEditForm(warehouseEndpoints.getDetail, id, schema, {
    initialValues: { name: '' },
    toValues: (w) => ({ id: w.id, name: w.name }),
    save: async (values) => saved(values),
  });
  if (loading) return <output>loading</output>;
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="name" {...form.getInputProps('name')} />
      <Button type="submit">save</Button>
    </form>
  );
}

describe('useEditForm', () => {
  const server = serverClient('uiforms01');
  let warehouse = { id: '', name: '' };
  beforeAll(async () => {
    const [first] = await server.client.call(warehouseEndpoints.getListWithConfig, {});
    warehouse = { id: first!.id, name: first!.name };
  });

  it('loads the record, fills the form once, and saves the valid values', async () => {
    const saves: unknown[] = [];
    const { queryClient } = renderWithProviders(
      <WarehouseName id={warehouse.id} saved={(v) => saves.push(v)} />,
      { api: server.client },
    );
    expect(screen.getByText('loading')).toBeTruthy();
    const name = (await screen.findByLabelText('name')) as HTMLInputElement;
    expect(name.value).toBe(warehouse.name);
    fireEvent.change(name, { target: { value: 'Typed name' } });
    // a refetch (as after a save) brings the record again: what was typed stays
    server.requests.length = 0;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/GetDetail'))).toBe(true));
    expect(name.value).toBe('Typed name');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(saves).toEqual([{ id: warehouse.id, name: 'Typed name' }]));
  });

  it('is a create form without an id, and refuses invalid values at the field', async () => {
    const saves: unknown[] = [];
    server.requests.length = 0;
    renderWithProviders(<WarehouseName saved={(v) => saves.push(v)} />, { api: server.client });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(saves).toEqual([]);
    expect(server.requests.filter((r) => r.path.endsWith('/GetDetail'))).toEqual([]);
  });
});
