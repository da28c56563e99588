import {
  apiLogEndpoints,
  cacheEndpoints,
  dictionaryCategoryEndpoints,
  PRINT_HELPER_DOWNLOAD_PATH,
  softwareTeamEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { apiLogs } from '../../db/schema/index.ts';
import { queueDailyTasks } from '../../platform/jobs.ts';
import { apiFor, unique } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { API_LOG_PRUNE_JOB } from './api-log-prune.job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-02T08:00:00Z');

describeEachDb(
  'develop area: API log and caches',
  (env) => {
    it('records every mutating call with who, what, result and duration, and never its body', async () => {
      const admin = await apiFor(env());
      const marker = `Secret-${unique('')}`;
      const category = await admin.ok(dictionaryCategoryEndpoints.create, {
        code: unique('api-log-').toLowerCase(),
        name: marker,
        nameEn: marker,
      });
      await admin.ok(dictionaryCategoryEndpoints.getAll, {});
      const refused = await admin.raw(dictionaryCategoryEndpoints.create, {
        code: '',
        name: marker,
        nameEn: '',
      });
      expect(refused.status).toBe(400);
      await admin.ok(dictionaryCategoryEndpoints.softDelete, { id: category.id });
      // A caller without the function point is refused, and the refusal is recorded too.
      const viewer = await apiFor(env(), ['develop:api-log:view']);
      expect(
        (await viewer.raw(dictionaryCategoryEndpoints.create, { code: 'x', name: 'x', nameEn: 'x' })).status,
      ).toBe(403);

      const page = await admin.ok(apiLogEndpoints.getPageList, { pageIndex: 1, pageSize: 10 });
      expect(page.items.map((r) => [r.path.split('/').at(-1), r.statusCode, r.success])).toEqual([
        ['softdelete', 200, true],
        ['create', 400, false],
        ['create', 200, true],
      ]);
      const [removed, invalid, created] = page.items;
      expect(removed).toMatchObject({
        account: admin.user.account,
        method: 'DELETE',
        functionPoint: 'develop:dictionary:delete',
        target: `id=${category.id}`,
        code: '0',
      });
      expect(invalid?.code).toBe('VALIDATION');
      expect(created?.durationMs).toBeGreaterThanOrEqual(0);
      expect(created?.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const stored = JSON.stringify(await env().database.db.select().from(apiLogs));
      expect(stored).not.toContain(marker);

      // The viewer's tenant has only the viewer's refused call; the filters narrow by account and result.
      const own = await viewer.ok(apiLogEndpoints.getPageList, { pageIndex: 1, pageSize: 10 });
      expect(own.items.map((r) => [r.account, r.statusCode, r.success])).toEqual([
        [viewer.user.account, 403, false],
      ]);
      const failed = await admin.ok(apiLogEndpoints.getPageList, {
        pageIndex: 1,
        pageSize: 10,
        success: false,
        account: admin.user.account,
      });
      expect(failed.total).toBe(1);
    });

    it('keeps the log for the retention setting; the daily job deletes older calls by the injected clock', async () => {
      const admin = await apiFor(env());
      expect(await admin.ok(apiLogEndpoints.getSettings, {})).toEqual({ retentionDays: 90 });
      const zero = await admin.raw(apiLogEndpoints.saveSettings, { retentionDays: 0 });
      expect(zero.status).toBe(400);
      await admin.ok(apiLogEndpoints.saveSettings, { retentionDays: 2 });
      expect(await admin.ok(apiLogEndpoints.getSettings, {})).toEqual({ retentionDays: 2 });
      const before = await admin.ok(apiLogEndpoints.getPageList, { pageIndex: 1, pageSize: 10 });
      expect(before.total).toBe(2);

      now = new Date(now.getTime() + 3 * DAY_MS);
      await admin.ok(dictionaryCategoryEndpoints.create, {
        code: unique('late-').toLowerCase(),
        name: 'x',
        nameEn: 'x',
      });
      await queueDailyTasks(env().database.db, [API_LOG_PRUNE_JOB], now);
      await env().app.deps.jobs.drain();
      const after = await admin.ok(apiLogEndpoints.getPageList, { pageIndex: 1, pageSize: 10 });
      expect(after.items.map((r) => [r.path.split('/').at(-1), r.createdTime])).toEqual([
        ['create', now.toISOString()],
      ]);
      // Only a setter of the retention may change it.
      const viewer = await apiFor(env(), ['develop:api-log:view']);
      expect((await viewer.raw(apiLogEndpoints.saveSettings, { retentionDays: 5 })).status).toBe(403);
    });

    it('lists the server caches and clears one or all; only the platform operator may', async () => {
      const operator = await apiFor(env(), ['develop:cache:view', 'develop:cache:clear']);
      // apiFor's tenant is not the platform: the plan gate refuses it.
      const refused = await operator.raw(cacheEndpoints.getList, {});
      expect(refused.body.code).toBe('PLATFORM_ONLY');
      const platform = await env().login({
        functionPoints: ['develop:cache:view', 'develop:cache:clear'],
        tenantCode: `plat${process.pid}`,
        plan: { isPlatform: true },
      });
      const call = async (
        endpoint: typeof cacheEndpoints.getList | typeof cacheEndpoints.clear,
        input = {},
      ) => (await env().call(endpoint, input, platform.token)).json();
      await env().app.inject({ url: PRINT_HELPER_DOWNLOAD_PATH });
      const listed = await call(cacheEndpoints.getList);
      expect(listed.data.caches).toEqual(
        expect.arrayContaining([
          { name: 'printHelperZip', entries: 1 },
          { name: 'importTemplates', entries: expect.any(Number) },
        ]),
      );
      const cleared = await call(cacheEndpoints.clear, { name: 'printHelperZip' });
      expect(cleared.data.caches).toContainEqual({ name: 'printHelperZip', entries: 0 });
      const unknown = await call(cacheEndpoints.clear, { name: 'nope' });
      expect(unknown).toMatchObject({ success: false, code: 'CACHE_UNKNOWN' });
      const all = await call(cacheEndpoints.clear);
      expect(all.data.caches.every((c: { entries: number }) => c.entries === 0)).toBe(true);
      const noPoint = await env().login({
        tenantCode: `plat${process.pid}`,
        functionPoints: ['develop:cache:view'],
      });
      expect((await env().call(cacheEndpoints.clear, {}, noPoint.token)).statusCode).toBe(403);
    });

    it('lists as the software team the accounts whose grants open a develop page', async () => {
      const lead = await env().login({ functionPoints: ['develop.api-log', 'develop:software-team:view'] });
      const code = lead.tenantCode;
      const admin = await env().login({ tenantCode: code, isAdmin: true });
      await env().login({ tenantCode: code, functionPoints: ['orders.list'] });
      const extra = await env().login({
        tenantCode: code,
        functionPoints: [],
        extraFunctionPoints: ['develop.cache'],
      });
      const team = (await env().call(softwareTeamEndpoints.getList, {}, lead.token)).json().data as {
        account: string;
        developPages: number;
        isAdmin: boolean;
      }[];
      expect(team.map((m) => m.account).sort()).toEqual([admin.account, extra.account, lead.account].sort());
      expect(team.find((m) => m.account === admin.account)).toMatchObject({ isAdmin: true });
      expect(team.find((m) => m.account === lead.account)?.developPages).toBe(1);
      expect((await env().call(softwareTeamEndpoints.getList, {}, extra.token)).statusCode).toBe(403);
    });
  },
  { clock: () => now },
);
