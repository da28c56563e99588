import { announcementEndpoints, userEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor } from '../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../testing/test-env.ts';

/** `%` and `_` typed into a search box are letters to find, not wildcards that match every row. */
describeEachDb('search filters take % and _ literally', (env) => {
  it('in account and display name of users and PDA accounts, and in the announcement keyword', async () => {
    const api = await apiFor(env());
    await env().login({ tenantCode: api.user.tenantCode, kind: 'pda' });
    await api.ok(announcementEndpoints.create, {
      titleCn: '换班通知',
      titleEn: 'Shift change',
      content: '内容',
      contentEn: 'Body',
    });
    for (const wild of ['%', '_', '%_%']) {
      for (const filter of [{ account: wild }, { displayName: wild }]) {
        expect((await api.ok(userEndpoints.getUserNewList, filter)).total).toBe(0);
        expect((await api.ok(userEndpoints.getPDAList, filter)).total).toBe(0);
      }
      expect((await api.ok(announcementEndpoints.getList, { keyword: wild })).total).toBe(0);
    }
    expect((await api.ok(userEndpoints.getUserNewList, { displayName: 'User ' })).total).toBeGreaterThan(0);
    expect((await api.ok(announcementEndpoints.getList, { keyword: 'shift' })).total).toBe(1);
  });
});
