/** Test helpers of the tenant suites: callers by token, and tenants made through the onboarding API. */
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  userEndpoints,
} from '@wms/api';
import { and, count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { tenantSyncCopies } from '../db/schema/index.ts';
import { withTenant } from '../platform/tenancy.ts';
import { tokenThroughCaptcha } from './login-flow.ts';
import type { TestEnv } from './test-env.ts';

let seq = 0;

type Body = { success: boolean; code: string; message: string; data: unknown };

export function caller(env: TestEnv, token: string) {
  const raw = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, locale = 'en') =>
    (await env.call(endpoint, input, token, locale)).json() as Body;
  return {
    raw,
    async ok<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
      const body = await raw(endpoint, input);
      expect({ code: body.code, message: body.message }).toMatchObject({ code: '0' });
      return body.data as EndpointOutput<E>;
    },
  };
}
export type Caller = ReturnType<typeof caller>;

/** A tenant created through the onboarding API, its administrator logged in the real way. */
export async function onboard(env: TestEnv, operator: Caller, plan: Record<string, unknown> = {}) {
  const n = `${process.pid}x${++seq}`;
  const adminAccount = `adm${n}`.replace(/[^A-Za-z0-9]/g, '');
  const tenant = await operator.ok(tenantAdminEndpoints.createTenant, {
    code: `onb${n}`,
    name: `Tenant ${n}`,
    edition: 'professional',
    orderLimit: 1000,
    warehouseLimit: 5,
    customerLimit: 5,
    isPDA: false,
    adminAccount,
    adminDisplayName: 'First admin',
    adminEmail: null,
    adminPassword: 'Initial123',
    ...plan,
  });
  const first = caller(env, await tokenThroughCaptcha(env, adminAccount, 'Initial123'));
  await first.ok(userEndpoints.updatePasswordNew, { password: 'Changed456', confirmPassword: 'Changed456' });
  const admin = caller(env, await tokenThroughCaptcha(env, adminAccount, 'Changed456'));
  return { tenant, admin, first, adminAccount };
}

/** How many records of a kind the tenant holds as received copies. */
export async function copies(env: TestEnv, tenantId: string, dataKind: string) {
  const [row] = await withTenant(env.database.db, tenantId, (tx) =>
    tx
      .select({ n: count() })
      .from(tenantSyncCopies)
      .where(and(eq(tenantSyncCopies.tenantId, tenantId), eq(tenantSyncCopies.dataKind, dataKind))),
  );
  return Number(row?.n ?? 0);
}

/** Works the queued tasks, then reads the run as its starter sees it on the data-sync list. */
export const runOf = async (env: TestEnv, who: Caller, taskRunId: string) => {
  await env.app.deps.jobs.drain();
  const list = await who.ok(tenantAccessEndpoints.getDataSyncPushList, { pageIndex: 1, pageSize: 10 });
  return list.items.find((r) => r.id === taskRunId)!;
};

/**
 * Waits until every transaction that started before now has ended. A run reads only rows below the
 * oldest open transaction of the whole server (decisions.md "Tenant-to-tenant sync"), so on a PostgreSQL
 * shared with other suites a run started right after an edit may leave it to the next run; tests that
 * count exactly what one run moves wait for this first.
 */
export async function settled(env: TestEnv) {
  const first = await env.database.db.execute(sql`SELECT pg_current_xact_id()::text AS xid`);
  const mark = (first as unknown as { rows: { xid: string }[] }).rows[0]!.xid;
  for (let tries = 0; tries < 600; tries++) {
    const now = await env.database.db.execute(
      sql`SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${mark}::xid8 AS done`,
    );
    if ((now as unknown as { rows: { done: boolean }[] }).rows[0]!.done) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('transactions older than the edits are still open after 60 s');
}
