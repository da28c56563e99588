/**
 * Tenant-to-tenant sync figures: a first push of 5,000 products to a related tenant, then a push of the 50
 * that changed (the cursor reads only those). PGlite unless BENCH_DATABASE_URL names a PostgreSQL.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  customerEndpoints,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  productEndpoints,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  tenantEndpoints,
  userEndpoints,
} from '@wms/api';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { syncResources } from '../apps/server/src/modules/resources/resource-sync.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { tokenThroughCaptcha } from '../apps/server/src/testing/login-flow.ts';
import { productInput } from '../apps/server/src/testing/masterdata-fixtures.ts';
import type { TestEnv } from '../apps/server/src/testing/test-env.ts';
import { ms } from './stats.ts';

const PRODUCTS = 5000;
const CHANGED = 50;

export async function run() {
  let offset = 0;
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await migrate(database);
  await syncResources(database.db);
  await seedDemo(database.db);
  const dir = await mkdtemp(join(tmpdir(), 'wms-bench-'));
  const app = await buildApp({
    database,
    files: new FileStore(dir, 'bench'),
    jobPollMs: 0,
    clock: () => new Date(Date.now() + offset),
  });
  const env = { app, database } as unknown as TestEnv;
  const as =
    (token: string) =>
    async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> => {
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { authorization: `Bearer ${token}` },
        ...(endpoint.method === 'GET' ? {} : { payload: input as Record<string, unknown> }),
      });
      const body = res.json();
      if (!body.success) throw new Error(`${endpoint.path}: ${body.code} ${body.message}`);
      return body.data;
    };
  const ok = as(await tokenThroughCaptcha(env, 'admin01', 'Admin12345'));
  const me = await ok(tenantEndpoints.getTenantInfo, {});
  const partner = await ok(tenantAdminEndpoints.createTenant, {
    code: 'bench-partner',
    name: 'Bench partner',
    edition: 'professional',
    orderLimit: 1000,
    warehouseLimit: 2,
    customerLimit: 5,
    isPDA: false,
    adminAccount: 'benchpartner',
    adminDisplayName: 'Partner',
    adminEmail: null,
    adminPassword: 'Partner123',
  });
  const customerInput = {
    customerCode: 'BENCHSYNC',
    shortName: 'Bench',
    fullName: 'Bench sync customer',
  } as never;
  const customer = await ok(customerEndpoints.createChannel, customerInput);
  // the partner's own customer of the same code: the pushed products become its products
  await as(await tokenThroughCaptcha(env, 'benchpartner', 'Partner123'))(userEndpoints.updatePasswordNew, {
    password: 'Partner456',
    confirmPassword: 'Partner456',
  });
  await as(await tokenThroughCaptcha(env, 'benchpartner', 'Partner456'))(
    customerEndpoints.createChannel,
    customerInput,
  );
  await ok(tenantAdminEndpoints.saveRelation, {
    tenantId: me.id,
    partnerTenantId: partner.id,
    kind: 'cooperate',
    dataKinds: ['product'],
    customerIds: [customer.id],
  });
  const ids: string[] = [];
  for (let start = 0; start < PRODUCTS; start += 500) {
    const products = Array.from({ length: 500 }, (_, i) =>
      productInput(customer.id, { productNo: `BSYNC-${String(start + i).padStart(5, '0')}` }),
    );
    ids.push(...(await ok(productEndpoints.verifyAndCreate, { products: products as never })).ids);
  }

  const push = async () => {
    const started = await ok(tenantAccessEndpoints.productDataPush, { partnerTenantId: partner.id });
    const t0 = performance.now();
    await app.deps.jobs.drain();
    const elapsed = performance.now() - t0;
    const list = await ok(tenantAccessEndpoints.getDataSyncPushList, { pageIndex: 1, pageSize: 10 });
    return { run: list.items.find((r) => r.id === started.id)!, elapsed };
  };
  const first = await push();
  console.log(
    `first push: ${first.run.created} products created (${first.run.failed} failed) in ${ms(first.elapsed)} (${Math.round((first.run.created / first.elapsed) * 1000)} records/s)`,
  );
  for (const id of ids.slice(0, CHANGED)) {
    const product = await ok(productEndpoints.get, { id });
    await ok(productEndpoints.edit, {
      ...productInput(customer.id),
      ...product,
      id,
      nameEn: 'Renamed',
    } as never);
  }
  offset += 4 * 60_000;
  const second = await push();
  console.log(
    `incremental push: ${second.run.updated} updated of ${PRODUCTS} in ${ms(second.elapsed)} (the cursor reads only the changed rows)`,
  );
  await app.close();
  await database.close();
}
