/**
 * The PDA's own figures in real Chromium against the built app and a real server process (the Node bench
 * records on fake-indexeddb, which says nothing about IndexedDB's strict durability):
 * - wedge scan → durable outbox write → visible confirmation, per scan (p50/p95);
 * - 10 000 events from the device's outbox to applied on the server, in pushes of 200: pick
 *   confirmations of one list (applied as a set per push) and pallet scans;
 * - the same kind of events sent one request each, in order (Workbox background-sync replay).
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { palletCodeEndpoints } from '@wms/api';
import { ownServer } from '../e2e/support/own-server.ts';
import { api } from '../e2e/support/pda-helpers.ts';
import { loginPda } from '../e2e/support/pda-login.ts';
import { type PickSetup, pickListFor, pickListState } from '../e2e/support/pda-pick-setup.ts';
import { scanStages, stageLines, watchTransactions } from './scan-latency.ts';
import { percentile } from './stats.ts';

const SCANS = Number(process.env.SCAN_BENCH_SCANS ?? 300);
const EVENTS = Number(process.env.SYNC_BENCH_EVENTS ?? 10_000);
const REPLAY = Number(process.env.SYNC_BENCH_REPLAY ?? 2_000);
const PER_PALLET = 200;
/** `SYNC_BENCH_SCAN_ONLY=1`: the scan latency alone, without the 10 000-event drains. */
const SCAN_ONLY = process.env.SYNC_BENCH_SCAN_ONLY === '1';
const line = (label: string, value: string) => console.log(`  ${label.padEnd(56)} ${value}`);

type Scan = { type: string; payload: Record<string, unknown> };

/** open, 198 cartons, close: the scans of one pallet. */
function palletScans(codes: string[], tag: string): Scan[] {
  return codes.flatMap((code) => [
    { type: 'pallet.open', payload: { palletCode: code } },
    ...Array.from({ length: PER_PALLET - 2 }, (_, i) => ({
      type: 'pallet.addCarton',
      payload: { palletCode: code, lineId: crypto.randomUUID(), cartonNo: `${code}-${tag}${i}` },
    })),
    { type: 'pallet.close', payload: { palletCode: code } },
  ]);
}

/** One confirmation per unit of the list's first line, as a picker scanning unit by unit sends them. */
function pickScans(setup: PickSetup, count: number): Scan[] {
  const line = setup.lines[0]!;
  return Array.from({ length: count }, () => ({
    type: 'pick.confirm',
    payload: {
      pickListId: setup.pickListId,
      lineId: line.id,
      locationId: line.locationId,
      qty: 1,
      code: setup.productNo,
    },
  }));
}

/** Writes the outbox as recordEvent leaves it, straight into the device's IndexedDB (the page is offline). */
async function fillOutbox(page: Page, scans: Scan[]) {
  return page.evaluate(async (scans) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find((n) => n.startsWith('wms-pda-'))!;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(['meta', 'outbox'], 'readwrite', { durability: 'strict' });
    const meta = tx.objectStore('meta');
    const device = await new Promise<{ key: string; value: { deviceId: string; lastSeq: number } }>(
      (resolve) => {
        const req = meta.get('device');
        req.onsuccess = () => resolve(req.result);
      },
    );
    let seq = device.value.lastSeq;
    const outbox = tx.objectStore('outbox');
    for (const { type, payload } of scans) {
      seq += 1;
      outbox.put({
        deviceSeq: seq,
        eventId: crypto.randomUUID(),
        deviceId: device.value.deviceId,
        type,
        payload,
        createdAt: new Date().toISOString(),
        state: 'pending',
      });
    }
    meta.put({ key: 'device', value: { ...device.value, lastSeq: seq } });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return seq;
  }, scans);
}

/**
 * Arms a clock that starts when the page sees the network come back and stops when no event is pending;
 * returns a wait for its reading. Armed before going online, so the `online` event cannot be missed.
 */
async function armDrainClock(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(async () => {
    const online = new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find((n) => n.startsWith('wms-pda-'))!;
    // One connection for the whole watch: opening one per poll would load the device it measures.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const pending = () =>
      new Promise<number>((resolve) => {
        const count = db.transaction('outbox').objectStore('outbox').index('state').count('pending');
        count.onsuccess = () => resolve(count.result);
      });
    (window as unknown as { drained: Promise<number> }).drained = (async () => {
      await online;
      const t0 = performance.now();
      while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      db.close();
      return performance.now() - t0;
    })();
  });
  return () => page.evaluate(() => (window as unknown as { drained: Promise<number> }).drained);
}

/** The same kind of events, one POST each, in order, from the page (as a background-sync replay would). */
function replayOneByOne(page: Page, token: string, scans: Scan[]) {
  return page.evaluate(
    async ({ scans, token }) => {
      const deviceId = crypto.randomUUID();
      let seq = 0;
      const t0 = performance.now();
      for (const e of scans) {
        seq += 1;
        const res = await fetch('/api/v1/PDA/Sync/Push', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', system: 'pda' },
          body: JSON.stringify({
            deviceId,
            events: [
              { ...e, eventId: crypto.randomUUID(), deviceSeq: seq, createdAt: new Date().toISOString() },
            ],
          }),
        });
        const body = await res.json();
        if (body.data.results[0].status !== 'applied') throw new Error(JSON.stringify(body.data.results[0]));
      }
      return performance.now() - t0;
    },
    { scans, token },
  );
}

/** Batched (outbox → pushes of 200) against one-by-one, as printed lines. */
function report(
  label: string,
  events: number,
  ms: number,
  lastSeq: number,
  replayed: number,
  replayMs: number,
) {
  const batched = events / (ms / 1000);
  const single = replayed / (replayMs / 1000);
  line(
    `${label}: outbox → push ×200 → applied → settled (${events})`,
    `${Math.round(batched)} events/s (${(ms / 1000).toFixed(2)} s; device seq up to ${lastSeq})`,
  );
  line(
    `${label}: one request per event (${replayed}, background-sync replay)`,
    `${Math.round(single)} events/s`,
  );
  line(
    `${label}: batched / one-by-one`,
    `${(batched / single).toFixed(1)}×  (goal ≥ 10× and ≥ 5 000 events/s)`,
  );
}

async function cartonsOn(page: Page, token: string, codes: string[]) {
  let cartons = 0;
  for (const palletCode of codes) {
    const row = (
      await api(page, { account: '', userId: '', token, warehouseId: '' }, palletCodeEndpoints.getPageList, {
        palletCode,
      })
    ).items[0];
    cartons += row?.cartonQty ?? 0;
  }
  return cartons;
}

/** The Chromium figures against a server process on PGlite, or on the PostgreSQL of `databaseUrl`. */
export async function runInChromium(databaseUrl?: string) {
  const server = ownServer(Number(process.env.BENCH_PORT ?? 8899));
  await server.start(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const picker = await loginPda(page, { account: 'pda01' });
    const setup = await pickListFor(page, picker, SCANS + 20);
    const line0 = setup.lines[0]!;
    await watchTransactions(page, 'pickLists');
    await page.goto('/pda/pick');
    await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await page.evaluate((code) => {
      for (const key of [...code, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, line0.locationName);
    await page.getByText(/Now scan the product/).waitFor();
    const stages = await scanStages(page, setup.productNo, Math.min(SCANS, line0.qty));
    const times = stages.map((s) => s.frame).sort((a, b) => a - b);
    console.log(
      `[chromium ${browser.version()}] built PDA against a server process (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), strict durability, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    line(
      `wedge scan → durable outbox write + confirmation (${times.length} pick scans)`,
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms  (goal p95 ≤ 16 ms)`,
    );
    for (const [label, value] of stageLines(stages)) line(label, value);
    await context.close();
    if (SCAN_ONLY) return;

    // Picks: 10 000 confirmations of one list (one line, one stock row) applied as sets of 200.
    const pickContext = await browser.newContext({ baseURL: server.url });
    const picks = await pickContext.newPage();
    const picker2 = await loginPda(picks, { account: 'pda01' });
    const list = await pickListFor(picks, picker2, EVENTS);
    const replayList = await pickListFor(picks, picker2, REPLAY);
    await picks.goto('/pda/sync');
    await picks.getByText(/Pick lists updated/).waitFor({ timeout: 60_000 });
    await pickContext.setOffline(true);
    const checkOut = (setup: PickSetup): Scan => ({
      type: 'pick.checkOut',
      payload: { pickListId: setup.pickListId },
    });
    const pickSeq = await fillOutbox(picks, [checkOut(list), ...pickScans(list, EVENTS)]);
    const pickDrained = await armDrainClock(picks);
    await pickContext.setOffline(false);
    const pickMs = await pickDrained();
    const picked = await pickListState(picks, list.admin, list.pickListId);
    if (picked.pickedQty !== EVENTS) throw new Error(`server picked ${picked.pickedQty} of ${EVENTS}`);
    const pickReplayMs = await replayOneByOne(picks, picker2.token, [
      checkOut(replayList),
      ...pickScans(replayList, REPLAY),
    ]);
    report('picks', EVENTS + 1, pickMs, pickSeq, REPLAY + 1, pickReplayMs);
    await pickContext.close();

    const palletContext = await browser.newContext({ baseURL: server.url });
    const pallets = await palletContext.newPage();
    const worker = await loginPda(pallets, { account: 'pda02' });
    const count = Math.max(1, Math.round(EVENTS / PER_PALLET));
    const generate = (plqty: number) =>
      api(pallets, worker, palletCodeEndpoints.generate, {
        warehouseId: worker.warehouseId,
        use: 'palletizing',
        plqty,
      });
    const codes = (await generate(count)).items.map((p) => p.palletCode);
    await pallets.goto('/pda/sync');
    await pallets.getByText(/Pallets updated/).waitFor({ timeout: 30_000 });
    await palletContext.setOffline(true);
    const lastSeq = await fillOutbox(pallets, palletScans(codes, ''));
    const drained = await armDrainClock(pallets);
    await palletContext.setOffline(false);
    const ms = await drained();
    const cartons = await cartonsOn(pallets, worker.token, codes);
    if (cartons !== count * (PER_PALLET - 2)) throw new Error(`server holds ${cartons} cartons`);
    const replayCodes = (await generate(Math.ceil(REPLAY / PER_PALLET))).items.map((p) => p.palletCode);
    const replayMs = await replayOneByOne(
      pallets,
      worker.token,
      palletScans(replayCodes, 'R').slice(0, REPLAY),
    );
    report('pallets', count * PER_PALLET, ms, lastSeq, REPLAY, replayMs);
    await palletContext.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
