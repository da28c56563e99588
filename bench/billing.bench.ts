/**
 * Billing at a month's scale: one month of shipped orders (labels with their freight) plus daily storage
 * of SKUs across 3 customers, on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. Prints the time to
 * price the ledger (goal ≤ 60 s), to close the month into bills (≤ 30 s) and to export the biggest
 * customer's month bill to Excel (≤ 30 s, peak RSS ≤ 300 MB). Sizes: BENCH_BILLING_ORDERS (default
 * 100 000), BENCH_BILLING_SKUS (default 5 000).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  billDownloadEndpoints,
  billEndpoints,
  contractEndpoints,
  customerEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Tx } from '../apps/server/src/db/client.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { chargeSources } from '../apps/server/src/modules/finance/charge-sources.ts';
import { reverseVoidedLabels } from '../apps/server/src/modules/finance/label-reversal.ts';
import { ledgerService } from '../apps/server/src/modules/finance/ledger.service.ts';
import { QuoteBook } from '../apps/server/src/modules/finance/quote-book.ts';
import { takeStorageSnapshots } from '../apps/server/src/modules/finance/storage-snapshot.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { benchCall, benchTenant } from './bench-tenant.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

const MONTH = '2026-10';
let now = new Date('2026-10-01T00:30:00Z');

const call = benchCall;

async function setUp(database: Database, app: FastifyInstance) {
  const { tenant, user, token } = await benchTenant(database, `bill${Date.now()}`, 'Billing bench');
  const warehouse = await call<{ id: string }>(app, token, warehouseEndpoints.create, {
    name: 'Billing WH',
    shortName: 'BW',
    warehouseKey: 'BILLW',
    territory: 'west',
  });
  const customerIds: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const customer = await call<{ id: string }>(app, token, customerEndpoints.createChannel, {
      customerCode: `BILL${i}`,
      shortName: `Bill ${i}`,
      fullName: `Billing customer ${i}`,
      warehouseIds: [warehouse.id],
    });
    const contract = await call<{ id: string }>(app, token, contractEndpoints.create, {
      customerId: customer.id,
      contractNo: `HT-BILL-${i}`,
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      signer: 'Bench',
      signTime: '2026-09-01T00:00:00Z',
    });
    await call(app, token, contractEndpoints.createQuotation, {
      contractId: contract.id,
      effectiveFrom: '2026-10-01',
      warehouseCharges: [
        { type: 'storage', name: 'Storage', unit: 'm³/day', price: 0.45 },
        { type: 'orderProcessing', name: 'Order handling', unit: 'order', price: 1.25 },
      ],
    });
    customerIds.push(customer.id);
  }
  return { tenantId: tenant.id, userId: user.id, token, warehouseId: warehouse.id, customerIds };
}

type Scope = Awaited<ReturnType<typeof setUp>>;

/**
 * Orders shipped through October, each with its label and freight row (half to the first customer, so
 * its bill is the biggest), and SKUs held on stock since before the month.
 */
async function seed(database: Database, s: Scope, orders: number, skus: number) {
  const customers = `ARRAY[${s.customerIds.map((c) => `'${c}'::uuid`).join(',')}]`;
  const pick = sql.raw(`(${customers})[CASE WHEN i % 4 < 2 THEN 1 WHEN i % 4 = 2 THEN 2 ELSE 3 END]`);
  const at = sql.raw(`timestamptz '2026-10-01 00:00:00+00' + (i % 2678000) * interval '1 second'`);
  for (let from = 1; from <= orders; from += 50_000) {
    const to = Math.min(orders, from + 49_999);
    await database.db.execute(sql`
      INSERT INTO orders (tenant_id, id, order_no, order_time, platform, customer_id, warehouse_id, status,
        carrier, tracking_no, sign_type, receiver_name, country, state, city, postal_code, address1, item_qty,
        sku_kinds, shipped_at, created_at, updated_at)
      SELECT ${s.tenantId}::uuid, md5('o' || i)::uuid, 'BO' || lpad(i::text, 10, '0'), ${at}, 'amazon',
        ${pick}, ${s.warehouseId}::uuid, 'shipped', 'own', 'BT' || lpad(i::text, 14, '0'), 'none', 'Buyer',
        'US', 'CA', 'Los Angeles', '90001', '1 Main St', 1, 1, ${at}, ${at}, ${at}
      FROM generate_series(${from}::int, ${to}::int) AS i`);
    await database.db.execute(sql`
      INSERT INTO order_freights (id, tenant_id, order_id, source, carrier, service_name, zone, billing_weight,
        dim_weight, length_plus_girth, total_fee, created_at, updated_at)
      SELECT md5('f' || i)::uuid, ${s.tenantId}::uuid, md5('o' || i)::uuid, 'shipment', 'own', 'Ground', '2',
        1 + i % 20, 1, 40, 7.5 + (i % 97) / 10.0, ${at}, ${at}
      FROM generate_series(${from}::int, ${to}::int) AS i`);
    await database.db.execute(sql`
      INSERT INTO shipments (id, tenant_id, order_id, carrier, service, tracking_no, label_file_id, freight_id,
        created_at, updated_at)
      SELECT md5('s' || i)::uuid, ${s.tenantId}::uuid, md5('o' || i)::uuid, 'own', 'GROUND',
        'BT' || lpad(i::text, 14, '0'), md5('l' || i)::uuid, md5('f' || i)::uuid, ${at}, ${at}
      FROM generate_series(${from}::int, ${to}::int) AS i`);
  }
  await database.db.execute(sql`
    INSERT INTO products (tenant_id, id, customer_id, product_no, name_cn, name_en, product_type,
      declaration_amount, carton_rate, length, width, height, weight)
    SELECT ${s.tenantId}::uuid, md5('p' || i)::uuid, (${sql.raw(customers)})[1 + i % 3], 'BSKU-' || i, '货品', 'Item',
      'normal', 10, 1, 10 + i % 7, 8, 6, 2
    FROM generate_series(1, ${skus}::int) AS i`);
  await database.db.execute(sql`
    INSERT INTO stocks (tenant_id, id, warehouse_id, customer_id, product_id, location_id, quantity)
    SELECT ${s.tenantId}::uuid, md5('k' || i)::uuid, ${s.warehouseId}::uuid, (${sql.raw(customers)})[1 + i % 3],
      md5('p' || i)::uuid, md5('loc' || (i % 200))::uuid, 20 + i % 50
    FROM generate_series(1, ${skus}::int) AS i`);
  await database.db.execute(sql`
    INSERT INTO stock_logs (tenant_id, id, stock_id, warehouse_id, customer_id, product_id, location_id,
      event_type, before, change, after, locked_before, locked_after, allocated_before, allocated_after, created_at)
    SELECT tenant_id, md5('g' || id::text)::uuid, id, warehouse_id, customer_id, product_id, location_id, 'receive',
      0, quantity, quantity, 0, 0, 0, 0, timestamptz '2026-09-30 12:00:00+00'
    FROM stocks WHERE tenant_id = ${s.tenantId}::uuid`);
  // A live database's month of facts arrives over the month, and autovacuum analyzes it meanwhile; this
  // bulk seed lands in seconds, so without ANALYZE PostgreSQL planned the close's second pricing run on
  // a shipments table it still took for empty (a nested loop over every charge per shipment: minutes).
  await database.db.execute(sql`ANALYZE`);
}

/**
 * What `ledgerService.priceAll` does after the daily snapshots, one step at a time, so the figure comes with
 * where it went: each source's collect (its query and pricing) and post (the ledger inserts).
 */
async function priceLedger(tx: Tx, tenantId: string, kind: string) {
  let t0 = performance.now();
  const days = await takeStorageSnapshots(tx, tenantId, now);
  const steps = [`snapshots ${seconds(t0)}`];
  const upTo = new Date('2026-11-01T00:00:00Z');
  const quotes = new QuoteBook(tx, tenantId);
  let rows = 0;
  for (const source of chargeSources) {
    t0 = performance.now();
    const drafts = await source.collect(tx, tenantId, upTo, quotes);
    const collected = seconds(t0);
    t0 = performance.now();
    rows += await ledgerService.post(tx, tenantId, drafts);
    if (drafts.length) steps.push(`${source.kind} ${collected} + post ${seconds(t0)}`);
  }
  t0 = performance.now();
  rows += await reverseVoidedLabels(tx, tenantId, null);
  steps.push(`voided labels ${seconds(t0)}`);
  console.log(`${kind}:   ${steps.join(', ')}`);
  return { days: days.length, rows };
}

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

async function runOn(kind: 'pglite' | 'postgres', orders: number, skus: number) {
  const dir = await mkdtemp(join(tmpdir(), 'wms-billing-bench-'));
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const admin = process.env.BENCH_DATABASE_URL!;
    const name = `wms_billing_${process.pid}`;
    const adminDb = async (statement: string) => {
      const handle = await openDatabase({ url: admin, poolSize: 1 });
      await handle.db.execute(sql.raw(statement));
      await handle.close();
    };
    await adminDb(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminDb(`CREATE DATABASE ${name}`);
    const target = new URL(admin);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDb = () => adminDb(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  now = new Date('2026-10-01T00:30:00Z');
  const database = await openDatabase({ url, dataDir: url ? undefined : join(dir, 'pglite'), poolSize: 4 });
  await migrate(database);
  const files = new FileStore(join(dir, 'files'), 'bench');
  const app = await buildApp({ database, files, jobPollMs: 0, clock: () => now });
  await app.ready();
  const scope = await setUp(database, app);
  let t0 = performance.now();
  await seed(database, scope, orders, skus);
  console.log(
    `${kind}: seeded ${orders.toLocaleString('en')} shipped orders and ${skus} SKUs in ${seconds(t0)}`,
  );

  now = new Date('2026-11-01T01:00:00Z');
  t0 = performance.now();
  const charged = await withTenant(database.db, scope.tenantId, (tx) =>
    priceLedger(tx, scope.tenantId, kind),
  );
  console.log(
    `${kind}: price the ledger (${charged.days} storage days, ${charged.rows.toLocaleString('en')} charges): ${seconds(t0)}  (goal ≤ 60 s)`,
  );

  // What the close's own pricing run costs when nothing new has happened since.
  t0 = performance.now();
  const again = await withTenant(database.db, scope.tenantId, (tx) => priceLedger(tx, scope.tenantId, kind));
  console.log(`${kind}: price again, nothing new (${again.rows} charges): ${seconds(t0)}`);

  t0 = performance.now();
  const bills = await call<{ id: string; customerId: string; billMoney: number }[]>(
    app,
    scope.token,
    billEndpoints.closeMonth,
    { billMonth: MONTH },
  );
  console.log(`${kind}: close ${MONTH} into ${bills.length} bills: ${seconds(t0)}  (goal ≤ 30 s)`);

  const biggest = bills.find((b) => b.customerId === scope.customerIds[0])!;
  await app.close();
  await database.close();
  // The export in a fresh process on the closed month, as a restarted server would meet it: its memory
  // is the export's and an idle server's, not the seed's and pricing's (PGlite keeps the WebAssembly
  // memory it grew to, so the same process would carry the whole month's writes).
  const exported: ExportJob = {
    kind,
    dir,
    url,
    token: scope.token,
    billId: biggest.id,
    money: biggest.billMoney,
  };
  await inChild(kind, { BENCH_BILLING_EXPORT: JSON.stringify(exported) });
  await dropDb?.();
  await rm(dir, { recursive: true, force: true });
}

interface ExportJob {
  kind: 'pglite' | 'postgres';
  dir: string;
  url?: string;
  token: string;
  billId: string;
  money: number;
}

async function exportBill({ kind, dir, url, token, billId, money }: ExportJob) {
  now = new Date('2026-11-01T01:00:00Z');
  const database = await openDatabase({ url, dataDir: url ? undefined : join(dir, 'pglite'), poolSize: 4 });
  const files = new FileStore(join(dir, 'files'), 'bench');
  const app = await buildApp({ database, files, jobPollMs: 0, clock: () => now });
  await app.ready();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  await call(app, token, billDownloadEndpoints.summaryMonthBill, { billId });
  await app.deps.jobs.drain();
  clearInterval(sampler);
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(
    `${kind}: month bill of the biggest customer to Excel (${money.toLocaleString('en')} USD): ${seconds(t0)}  ` +
      `peak RSS ${mb(peak)}, idle server before it ${mb(rssBefore)}, the export's own +${mb(peak - rssBefore)}  (goal ≤ 30 s, ≤ 300 MB)`,
  );
  await app.close();
  await database.close();
}

/** One database's run in a process of its own, so its RSS is the export's and not an earlier PGlite's. */
async function inChild(kind: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const flags = env.BENCH_BILLING_EXPORT ? SERVER_NODE_FLAGS : process.execArgv;
  const child = spawn(process.execPath, [...flags, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_BILLING_DB: kind, ...env },
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`billing bench on ${kind} exited with ${code}`);
}

export async function run() {
  await inChild('pglite');
  if (process.env.BENCH_DATABASE_URL) await inChild('postgres');
  else console.log('postgres: skipped (set BENCH_DATABASE_URL)');
}

const only = process.env.BENCH_BILLING_DB;
if (process.env.BENCH_BILLING_EXPORT) await exportBill(JSON.parse(process.env.BENCH_BILLING_EXPORT));
else if (only === 'pglite' || only === 'postgres')
  await runOn(
    only,
    Number(process.env.BENCH_BILLING_ORDERS ?? 100_000),
    Number(process.env.BENCH_BILLING_SKUS ?? 5_000),
  );
