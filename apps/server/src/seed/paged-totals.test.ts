import { type Endpoint, endpointRegistry } from '@wms/api';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { tokenThroughCaptcha } from '../testing/login-flow.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { seedDemo } from './demo.ts';

/** Every read endpoint that answers `{ items, total }` and takes a bare page as its whole input. */
function pagedLists(): Endpoint[] {
  return endpointRegistry.filter((e) => {
    if (e.mutates) return false;
    const output = e.output instanceof z.ZodObject ? e.output.shape : undefined;
    if (!output || !('items' in output) || !('total' in output)) return false;
    return e.input.safeParse({ pageIndex: 1, pageSize: 10 }).success;
  });
}

describeEachDb('paged lists count every row, not only the page', (env) => {
  let token = '';
  const totals = async (endpoint: Endpoint, pageSize: number) => {
    const res = (await env().call(endpoint, { pageIndex: 1, pageSize } as never, token)).json();
    return res.success
      ? { total: res.data.total as number, rows: res.data.items.length as number }
      : undefined;
  };

  it('answers the same total at page size 10 and 100 on the demo data', async () => {
    const logins = (await seedDemo(env().database.db)) ?? [];
    const admin = logins.find((l) => l.account === 'admin01');
    if (!admin) throw new Error('no admin01 in the demo seed');
    token = await tokenThroughCaptcha(env(), admin.account, admin.password);
    const lists = pagedLists();
    expect(lists.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let overTen = 0;
    for (const endpoint of lists) {
      const small = await totals(endpoint, 10);
      const large = await totals(endpoint, 100);
      if (!small || !large) continue;
      if (large.total > 10) overTen++;
      if (small.total !== large.total || large.rows > large.total || small.rows > 10)
        wrong.push(`${endpoint.path}: ${small.total} at 10, ${large.total} at 100 (${large.rows} rows)`);
    }
    expect(wrong).toEqual([]);
    // The comparison only bites where a list is longer than a page; the demo has several.
    expect(overTen).toBeGreaterThan(2);
  });
});
