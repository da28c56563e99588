/**
 * One phase of the import bench (see import.bench.ts) on one database kind:
 * `import` makes a tenant, imports 10 000 products and bulk-inserts 100 000 stock rows;
 * `large` imports 100 000 products while other requests keep coming, and prints their p99;
 * `export` opens that database in a fresh process and exports the stock, sampling memory.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  authEndpoints,
  customerEndpoints,
  downloadHistoryEndpoints,
  type Endpoint,
  type EndpointInput,
  IMPORT_COLUMNS,
  importEndpoints,
  locationEndpoints,
  productEndpoints,
  stockEndpoints,
  uuidv7,
  warehouseEndpoints,
} from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { insertMany } from '../apps/server/src/db/insert-many.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { products, stockLogs, stocks, tasks } from '../apps/server/src/db/schema/index.ts';
import { writeSheet } from '../apps/server/src/platform/excel/sheet-writer.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { openSession } from '../apps/server/src/platform/sessions.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { benchTenant } from './bench-tenant.ts';
import { summarize } from './stats.ts';

const [kind, phase, dir] = process.argv.slice(2) as [
  'pglite' | 'postgres',
  'import' | 'large' | 'export',
  string,
];
const MB = 1024 * 1024;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** CPU seconds this process spent since `from` (process.cpuUsage()). */
const cpu = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return `${((used.user + used.system) / 1e6).toFixed(2)} s CPU`;
};
const stateFile = join(dir, 'state.json');

const database = await openDatabase(
  kind === 'postgres' ? { url: process.env.BENCH_DATABASE_URL } : { dataDir: join(dir, 'pglite') },
);
await migrate(database);
const app = await buildApp({ database, files: new FileStore(join(dir, 'files'), 'bench'), jobPollMs: 0 });
await app.ready();

function caller(token: string) {
  return async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => {
    const res = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization: `Bearer ${token}` },
      payload: input as object,
    });
    const body = res.json();
    if (!body.success) throw new Error(`${endpoint.path}: ${body.message}`);
    return body.data;
  };
}

async function productWorkbook(customerCode: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  const columns = IMPORT_COLUMNS.product;
  sheet.addRow(columns.map((c) => `${c.required ? '*' : ''}${translate('en', `imports:col.${c.key}`)}`));
  for (let i = 0; i < 10_000; i++) {
    const row: Record<string, unknown> = {
      customerCode,
      productNo: `BN-${String(i).padStart(6, '0')}`,
      nameCn: `产品${i}`,
      nameEn: `Item-${i}`,
      declarationAmount: 9.99,
      cartonRate: 12,
      length: 5,
      width: 4,
      height: 3,
      weight: 0.5,
      cartonLength: 20,
      cartonWidth: 16,
      cartonHeight: 12,
    };
    sheet.addRow(columns.map((c) => row[c.key] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

async function importPhase() {
  const tag = `b${Date.now().toString(36)}`;
  const { tenant, user, token } = await benchTenant(database, tag);
  const call = caller(token);
  const warehouse = await call(warehouseEndpoints.create, {
    name: 'Bench warehouse',
    shortName: 'B',
    warehouseKey: 'BENCH1',
  });
  const customer = await call(customerEndpoints.createChannel, {
    customerCode: 'BENCHCO',
    shortName: 'Bench',
    fullName: 'Bench Co',
    warehouseIds: [warehouse.id],
  });
  const content = await productWorkbook('BENCHCO');
  let t = performance.now();
  let c = process.cpuUsage();
  const { taskId } = await call(productEndpoints.import, { fileName: 'products.xlsx', content });
  await app.deps.jobs.drain();
  const result = await call(importEndpoints.getResult, { taskId });
  if (result.okRows !== 10_000) throw new Error(`import wrote ${result.okRows} rows: ${result.reason}`);
  console.log(
    `product import, 10 000 rows (upload, read, check, write): ${secs(performance.now() - t)}, ${cpu(c)}  (goal ≤ 10 s)`,
  );

  await call(locationEndpoints.batchCreate, {
    warehouseId: warehouse.id,
    prefix: 'S',
    startRow: 1,
    endRow: 1,
    startColumn: 1,
    endColumn: 10,
  });
  const locations: { id: string }[] = await call(locationEndpoints.getList, { warehouseId: warehouse.id });
  const productIds = (
    await database.db.select({ id: products.id }).from(products).where(eq(products.customerId, customer.id))
  ).map((p) => p.id);
  // Set-up, not measured: the 100 000 rows and their receive log rows go in as two bulk inserts
  // (insertMany), as the stock service would leave them after a receipt of 7 units each.
  t = performance.now();
  c = process.cpuUsage();
  const now = new Date();
  const rows = productIds.flatMap((productId) =>
    locations.map((l) => ({
      tenantId: tenant.id,
      id: uuidv7(),
      warehouseId: warehouse.id,
      customerId: customer.id,
      productId,
      locationId: l.id,
      quantity: 7,
      firstReceivedAt: now,
      createdBy: user.id,
      updatedBy: user.id,
    })),
  );
  await withTenant(database.db, tenant.id, async (tx) => {
    await insertMany(tx, stocks, rows);
    await insertMany(
      tx,
      stockLogs,
      rows.map((r) => ({
        tenantId: r.tenantId,
        id: uuidv7(),
        stockId: r.id,
        warehouseId: r.warehouseId,
        customerId: r.customerId,
        productId: r.productId,
        locationId: r.locationId,
        eventType: 'receive',
        before: 0,
        change: 7,
        after: 7,
        lockedBefore: 0,
        lockedAfter: 0,
        allocatedBefore: 0,
        allocatedAfter: 0,
        createdAt: now,
        createdBy: user.id,
      })),
    );
  });
  console.log(
    `(set-up: ${rows.length.toLocaleString('en')} stock rows and their log rows bulk-inserted in ${secs(performance.now() - t)}, ${cpu(c)})`,
  );
  await writeFile(
    stateFile,
    JSON.stringify({ tenantId: tenant.id, userId: user.id, warehouseId: warehouse.id }),
  );
}

async function exportPhase() {
  const state = JSON.parse(await readFile(stateFile, 'utf8'));
  const call = caller(
    (await openSession(database.db, { id: state.userId, tenantId: state.tenantId }, new Date())).token,
  );
  const before = process.memoryUsage();
  let peak = before.rss;
  let heap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 10);
  const t = performance.now();
  const c = process.cpuUsage();
  const exported = await call(stockEndpoints.exportLocationStock, {
    warehouseId: state.warehouseId,
    fields: [
      'warehouseCode',
      'customerCode',
      'productNo',
      'nameEn',
      'locationName',
      'quantity',
      'availableQty',
      'inventoryAge',
    ],
  });
  await app.deps.jobs.drain();
  const ms = performance.now() - t;
  const used = cpu(c);
  clearInterval(sampler);
  const [task] = (await call(downloadHistoryEndpoints.getList, { kind: 'export' })).items;
  if (task.id !== exported.taskId || task.state !== 'completed')
    throw new Error(`export ended ${task.state}`);
  const file = await app.inject({ url: task.path });
  const [done] = await database.db.select({ result: tasks.result }).from(tasks).where(eq(tasks.id, task.id));
  const rows = (done!.result as { rows: number }).rows;
  console.log(
    `inventory export, ${rows.toLocaleString('en')} rows to xlsx (${(file.rawPayload.length / MB).toFixed(1)} MB): ${secs(ms)}, ${used}  (goal ≤ 30 s)`,
  );
  const where = kind === 'pglite' ? '; the embedded database lives in the same process' : '';
  console.log(
    `  peak RSS during export ${(peak / MB).toFixed(0)} MB, idle server before it ${(before.rss / MB).toFixed(0)} MB, the export's own +${((peak - before.rss) / MB).toFixed(0)} MB  (goal ≤ 300 MB${where})`,
  );
  console.log(
    `  JS heap in use: ${(before.heapUsed / MB).toFixed(0)} MB before, ${(heap / MB).toFixed(0)} MB at most during the export`,
  );
}

/**
 * 100 000 products in one sheet (written with the server's streaming sheet writer, not measured), imported
 * while a user keeps asking for GetUserInfo and the product list, one request after another: the import's
 * time and the p99 of those requests during it (goal ≤ 500 ms).
 */
async function largePhase() {
  const state = JSON.parse(await readFile(stateFile, 'utf8'));
  const token = (await openSession(database.db, { id: state.userId, tenantId: state.tenantId }, new Date()))
    .token;
  const call = caller(token);
  await call(customerEndpoints.createChannel, {
    customerCode: 'BIGCO',
    shortName: 'Big',
    fullName: 'Big Co',
    warehouseIds: [state.warehouseId],
  });
  const columns = IMPORT_COLUMNS.product;
  const rows = 100_000;
  async function* batches() {
    for (let from = 0; from < rows; from += 5000)
      yield Array.from({ length: Math.min(5000, rows - from) }, (_, k) => {
        const i = from + k;
        const row: Record<string, unknown> = {
          customerCode: 'BIGCO',
          productNo: `BIG-${String(i).padStart(6, '0')}`,
          nameCn: `产品${i}`,
          nameEn: `Item-${i}`,
          declarationAmount: 9.99,
          cartonRate: 12,
          length: 5,
          width: 4,
          height: 3,
          weight: 0.5,
        };
        return columns.map((c) => row[c.key] ?? null);
      });
  }
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const header = columns.map((c) => `${c.required ? '*' : ''}${translate('en', `imports:col.${c.key}`)}`);
  await writeSheet(sink, 'data', header, batches());
  const content = Buffer.concat(chunks).toString('base64');

  const t = performance.now();
  const c = process.cpuUsage();
  const { taskId } = await call(productEndpoints.import, { fileName: 'big.xlsx', content });
  let done = false;
  const samples: number[] = [];
  const others = (async () => {
    for (let i = 0; !done; i++) {
      const started = performance.now();
      const res = await app.inject({
        method: i % 2 ? 'POST' : 'GET',
        url: i % 2 ? productEndpoints.getListByPage.path : authEndpoints.getUserInfo.path,
        headers: { authorization: `Bearer ${token}` },
        ...(i % 2 ? { payload: { pageIndex: 1, pageSize: 20 } } : {}),
      });
      samples.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`request during import: ${res.body.slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await app.deps.jobs.drain();
  done = true;
  await others;
  const ms = performance.now() - t;
  const result = await call(importEndpoints.getResult, { taskId });
  if (result.okRows !== rows) throw new Error(`import wrote ${result.okRows} rows: ${result.reason}`);
  const s = summarize(samples);
  console.log(
    `product import, 100 000 rows: ${secs(ms)}, ${cpu(c)}; meanwhile ${s.n} other requests: p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, slowest ${Math.max(...samples).toFixed(0)} ms  (goal p99 ≤ 500 ms)`,
  );
}

await (phase === 'import' ? importPhase() : phase === 'large' ? largePhase() : exportPhase());
await app.close();
await database.close();
