import { downloadHistoryEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { watchOverlappingQueries } from '../../testing/query-overlap.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('download center list', (env) => {
  it('runs its queries one after the other on the request’s transaction', async () => {
    const user = await env().login();
    const watch = watchOverlappingQueries();
    try {
      const res = await env().call(downloadHistoryEndpoints.getList, { fileStatus: 2 }, user.token);
      expect(res.json()).toMatchObject({ success: true, data: { items: [], total: 0 } });
    } finally {
      watch.stop();
    }
    expect(watch.overlaps).toBe(0);
  });
});
