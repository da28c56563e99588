import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { downloadHistoryEndpoints } from '@wms/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks } from '../testing/download-tasks.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { controllerOf, useApiMutation, useApiQuery } from './use-api.ts';

function Tasks({ id }: { id: string }) {
  const query = useApiQuery(downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 10 });
  const mutation = useApiMutation(downloadHistoryEndpoints.remove);
  return (
    <>
      <output data-testid="total">{query.data?.total}</output>
      <output data-testid="error">{mutation.error?.message}</output>
      <Button onClick={() => mutation.mutate({ id })}>remove</Button>
    </>
  );
}

describe('useApiQuery and useApiMutation', () => {
  const server = serverClient('uiquery01');
  let ids: string[] = [];
  beforeAll(async () => {
    ids = (await downloadTasks(server.client, { exports: 2 })).items.map((task) => task.id);
  });

  it('names the controller of a path', () => {
    expect(controllerOf('/api/v1/DownloadHistory/DownloadHistory/GetList')).toBe(
      '/api/v1/DownloadHistory/DownloadHistory/',
    );
  });

  it('queries with the input in the key, and a mutation refetches its controller', async () => {
    expect(ids).toHaveLength(2);
    server.requests.length = 0;
    renderWithProviders(<Tasks id={ids[0]!} />, { api: server.client });
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'remove' }));
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'remove' }));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('The task does not exist'));
    expect(server.notices).toEqual([
      { kind: 'error', code: 'TASK_NOT_FOUND', message: 'The task does not exist' },
    ]);
    const listCalls = server.requests.filter((r) => r.path === downloadHistoryEndpoints.getList.path);
    expect(listCalls.map((r) => r.body)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 1, pageSize: 10 },
    ]);
  });
});
