/**
 * PDA sync throughput (docs/architecture.md#push): 10 000 pallet scans from the device outbox to applied on
 * the server, in pushes of 200, against the same workload sent one event per request, as Workbox background
 * sync replays its queue. Real HTTP on a local port; PGlite, and PostgreSQL when a URL is given.
 */
import { availableParallelism, loadavg } from 'node:os';
import { createApiClient, type SyncEvent, type SyncPushInput, syncEndpoints, uuidv7 } from '@wms/api';
import { openMemoryDb } from '../apps/pda/src/db/memory-db.ts';
import { createFlusher } from '../apps/pda/src/sync/flusher.ts';
import { palletActions } from '../apps/pda/src/tasks/pallet/pallet-actions.ts';
import { palletRefusals } from '../apps/pda/src/tasks/pallet/pallet-sync.ts';
import { runInChromium } from './sync-browser.ts';
import { type BenchServer, startServer, throwawayDatabase } from './sync-harness.ts';

const EVENTS = Number(process.env.SYNC_BENCH_EVENTS ?? 10_000);
const PER_PALLET = 200;
const rate = (n: number, ms: number) => Math.round((n / ms) * 1000);

/** open, 99 cartons, 99 products, close: the scans of one pallet. */
function palletScans(code: string): { type: string; payload: Record<string, unknown> }[] {
  const scans: { type: string; payload: Record<string, unknown> }[] = [
    { type: 'pallet.open', payload: { palletCode: code } },
  ];
  for (let i = 0; i < (PER_PALLET - 2) / 2; i++) {
    scans.push({
      type: 'pallet.addCarton',
      payload: { palletCode: code, lineId: uuidv7(), cartonNo: `${code}-C${i}` },
    });
    scans.push({
      type: 'pallet.addProduct',
      payload: { palletCode: code, lineId: uuidv7(), productNo: `SKU-${i % 9}`, qty: 2 },
    });
  }
  scans.push({ type: 'pallet.close', payload: { palletCode: code } });
  return scans;
}

/** The device path: scans recorded through the PDA's own actions, then flushed by its flusher. */
async function throughOutbox(server: BenchServer, codes: string[]) {
  const db = openMemoryDb();
  const pallet = palletActions(db);
  let t = performance.now();
  for (const code of codes) {
    for (const { type, payload } of palletScans(code)) {
      if (type === 'pallet.open') await pallet.open(code);
      else if (type === 'pallet.addCarton') await pallet.addCarton(code, String(payload.cartonNo));
      else if (type === 'pallet.addProduct') await pallet.addProduct(code, String(payload.productNo), 2);
      else await pallet.close(code);
    }
  }
  const recordMs = performance.now() - t;
  const api = createApiClient({
    baseUrl: server.baseUrl,
    system: 'pda',
    getToken: () => server.token,
    getLocale: () => 'en',
    text: (k) => k,
  });
  let pushMs = 0;
  const push = async (input: SyncPushInput) => {
    const start = performance.now();
    const output = await api.call(syncEndpoints.push, input);
    pushMs += performance.now() - start;
    return output;
  };
  const flusher = createFlusher({ db, push, effects: palletRefusals, locks: navigator.locks });
  t = performance.now();
  const cpu = process.cpuUsage();
  const report = await flusher.flush();
  const flushMs = performance.now() - t;
  const { user, system } = process.cpuUsage(cpu);
  const refused = report.refused + (await db.outbox.count());
  if (report.sent !== codes.length * PER_PALLET || refused)
    throw new Error(`outbox flush: ${JSON.stringify(report)}`);
  db.close();
  return { recordMs, flushMs, pushMs, flushCpuMs: (user + system) / 1000, sent: report.sent };
}

async function post(server: BenchServer, deviceId: string, events: SyncEvent[]) {
  const res = await fetch(`${server.baseUrl}${syncEndpoints.push.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', system: 'pda' },
    body: JSON.stringify({ deviceId, events }),
  });
  const body = (await res.json()) as { data: { results: { status: string }[] } };
  if (body.data.results.some((r) => r.status !== 'applied')) throw new Error('an event was not applied');
}

/** The same kind of workload, one request per event, in order. */
async function oneByOne(server: BenchServer, codes: string[]) {
  const deviceId = uuidv7();
  let seq = 0;
  const events = codes
    .flatMap(palletScans)
    .map((s) => ({ ...s, eventId: uuidv7(), deviceSeq: ++seq, createdAt: new Date().toISOString() }));
  const t = performance.now();
  for (const event of events) await post(server, deviceId, [event]);
  return { ms: performance.now() - t, sent: events.length };
}

/** Cartons plus product quantities the scans of one pallet add: 99 cartons and 99 × 2 products. */
const SCANNED_PER_PALLET = (PER_PALLET - 2) / 2 + ((PER_PALLET - 2) / 2) * 2;

async function benchOne(url?: string) {
  const server = await startServer(url);
  const pallets = Math.max(1, Math.round(EVENTS / PER_PALLET));
  try {
    const before = await server.scanned();
    const device = await throughOutbox(server, await server.generate(pallets));
    const afterBatch = await server.scanned();
    const single = await oneByOne(server, await server.generate(pallets));
    const afterSingle = await server.scanned();
    if (
      afterBatch - before !== pallets * SCANNED_PER_PALLET ||
      afterSingle - afterBatch !== pallets * SCANNED_PER_PALLET
    )
      throw new Error('server effects do not match the events sent');
    const batched = rate(device.sent, device.flushMs);
    const replay = rate(single.sent, single.ms);
    const line = (label: string, value: string) => console.log(`  ${label.padEnd(52)} ${value}`);
    console.log(
      `[${server.kind}] ${device.sent} pallet events, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
    line(
      'record on the device (Dexie outbox, fake-indexeddb)',
      `${rate(device.sent, device.recordMs)} events/s`,
    );
    line(
      'outbox → push ×200 → applied → results settled',
      `${batched} events/s (${(device.flushMs / 1000).toFixed(2)} s)`,
    );
    line('  of which push round trips (HTTP + server)', `${rate(device.sent, device.pushMs)} events/s`);
    line(
      '  CPU of this process during the flush',
      `${(device.flushCpuMs / (device.sent / 1000)).toFixed(0)} ms per 1 000 events`,
    );
    line(
      'one request per event (background-sync replay)',
      `${replay} events/s (${(single.ms / 1000).toFixed(2)} s)`,
    );
    line('batched / one-by-one', `${(batched / replay).toFixed(1)}×  (goal ≥ 10× and ≥ 5 000 events/s)`);
  } finally {
    await server.close();
  }
}

export async function run() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (process.env.SYNC_BENCH_BROWSER !== 'only') await benchOne();
  await runInChromium();
  if (url) {
    // The same device against a server on PostgreSQL, the database a deployment runs on.
    const scratch = await throwawayDatabase(url);
    try {
      await runInChromium(scratch.url);
    } finally {
      await scratch.drop();
    }
  }
  if (process.env.SYNC_BENCH_BROWSER === 'only') return;
  if (url) await benchOne(url);
  else console.log('  (set BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL figures)');
}
