import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineEndpoint } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpDouble, refusal } from '../testing/http-double.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { controllerOf, useApiMutation, useApiQuery } from './use-api.ts';

const count = defineEndpoint({
  method: 'GET',
  path: '/api/v1/Test/Counter/Get',
  summary: 'count',
  input: z.object({ step: z.number() }),
  output: z.object({ value: z.number() }),
  access: 'session',
});
const bump = defineEndpoint({
  method: 'POST',
  path: '/api/v1/Test/Counter/Bump',
  summary: 'bump',
  input: z.object({ by: z.number() }),
  output: z.null(),
  access: { functionPoint: 'test:counter:bump' },
});

function Counter() {
  const query = useApiQuery(count, { step: 1 });
  const mutation = useApiMutation(bump);
  return (
    <>
      <output data-testid="value">{query.data?.value}</output>
      <output data-testid="error">{mutation.error?.message}</output>
      <Button onClick={() => mutation.mutate({ by: 2 })}>bump</Button>
    </>
  );
}

describe('useApiQuery and useApiMutation', () => {
  it('names the controller of a path', () => {
    expect(controllerOf('/api/v1/DownloadHistory/DownloadHistory/GetList')).toBe(
      '/api/v1/DownloadHistory/DownloadHistory/',
    );
  });

  it('queries with the input in the key, and a mutation refetches its controller', async () => {
    let value = 1;
    const double = httpDouble({
      [count.path]: ({ query }) => ({ value: value * Number(query.get('step')) }),
      [bump.path]: ({ body }) => {
        if (value > 2) return refusal('LIMIT', 'too big');
        value += Number(body.by);
        return null;
      },
    });
    renderWithProviders(<Counter />, { api: double.client });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'bump' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'bump' }));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('too big'));
    expect(double.notices).toEqual([{ kind: 'error', code: 'LIMIT', message: 'too big' }]);
    expect(double.requests.filter((r) => r.path === count.path).map((r) => r.query)).toEqual([
      { step: '1' },
      { step: '1' },
    ]);
  });
});
