import {
  announcementEndpoints,
  authEndpoints,
  authorizationEndpoints,
  dashboardEndpoints,
  downloadHistoryEndpoints,
  type Endpoint,
  messageEndpoints,
  palletCodeEndpoints,
  syncEndpoints,
  tenantEndpoints,
  userEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { watchOverlappingQueries } from '../testing/query-overlap.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { allGrantableCodes } from './function-points.ts';

/** Lists and look-ups that read several things: each query waits for the one before on the transaction. */
const reads: Array<[Endpoint, Record<string, unknown>]> = [
  [downloadHistoryEndpoints.getList, { fileStatus: 2 }],
  [authEndpoints.getUserInfo, {}],
  [userEndpoints.getUserNewList, {}],
  [authorizationEndpoints.getPageList, {}],
  [messageEndpoints.getList, {}],
  [palletCodeEndpoints.getPageList, {}],
  [tenantEndpoints.getPurchaseList, {}],
  [syncEndpoints.getIssueList, {}],
  [dashboardEndpoints.getOverview, { days: 7 }],
  [announcementEndpoints.getList, {}],
];

describeEachDb('queries on a request’s transaction', (env) => {
  it('run one after the other', async () => {
    const user = await env().login({ isAdmin: true, functionPoints: [...allGrantableCodes] });
    const watch = watchOverlappingQueries();
    const answers: Record<string, unknown> = {};
    try {
      for (const [endpoint, input] of reads) {
        const res = await env().call(endpoint, input as never, user.token);
        answers[endpoint.path] = res.json().code;
      }
    } finally {
      watch.stop();
    }
    expect(
      Object.values(answers).every((code) => code === '0'),
      JSON.stringify(answers),
    ).toBe(true);
    expect(watch.overlaps).toBe(0);
  });
});
