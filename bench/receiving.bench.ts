/**
 * Receiving on the PDA (docs/architecture.md#push): 2 000 carton scans of one container made through the
 * built receive screen in Chromium while offline (wedge scan → durable outbox write → confirmation, per
 * scan), then synced in pushes of 200; against the same kind of events sent one request each, in order
 * (a background-sync replay). A real server process on PGlite, or PostgreSQL with BENCH_DATABASE_URL.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { shipmentEndpoints } from '@wms/api';
import { arrivedContainer } from '../e2e/support/inbound-setup.ts';
import { ownServer } from '../e2e/support/own-server.ts';
import { api, backOfficeUser } from '../e2e/support/pda-helpers.ts';
import { loginPda } from '../e2e/support/pda-login.ts';
import { percentile } from './stats.ts';

const SCANS = Number(process.env.RECEIVING_BENCH_SCANS ?? 2_000);
const REPLAY = Number(process.env.RECEIVING_BENCH_REPLAY ?? 1_000);
const line = (label: string, value: string) => console.log(`  ${label.padEnd(60)} ${value}`);

/** Each carton scan waits for the one before: keydown burst to the frame showing `· i/` received. */
function scanLatencies(page: Page, code: string, count: number): Promise<number[]> {
  return page.evaluate(
    async ({ code, n }) => {
      const times: number[] = [];
      const shown = (i: number) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            const text = document.querySelector('[data-testid="scan-result"]')?.textContent ?? '';
            if (!text.includes(`· ${i}/`)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      for (let i = 1; i <= n; i += 1) {
        const seen = shown(i);
        const t0 = performance.now();
        for (const key of [...code, 'Enter'])
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        await seen;
        times.push(performance.now() - t0);
      }
      return times;
    },
    { code, n: count },
  );
}

/** Starts a clock when the network comes back and stops it when no event is pending. */
async function armDrainClock(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(async () => {
    const online = new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    const name = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .find((n) => n.startsWith('wms-pda-'))!;
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

/** The same scans, one POST each, in order, from the page. */
function replayOneByOne(page: Page, token: string, shipmentId: string, code: string, n: number) {
  return page.evaluate(
    async ({ token, shipmentId, code, n }) => {
      const deviceId = crypto.randomUUID();
      const t0 = performance.now();
      for (let seq = 1; seq <= n; seq += 1) {
        const payload = { shipmentId, code, qty: 1, cartons: 1, damaged: false, unexpected: false };
        const event = {
          eventId: crypto.randomUUID(),
          deviceSeq: seq,
          type: 'inbound.receive',
          payload,
          createdAt: new Date().toISOString(),
        };
        const res = await fetch('/api/v1/PDA/Sync/Push', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', system: 'pda' },
          body: JSON.stringify({ deviceId, events: [event] }),
        });
        const body = await res.json();
        if (body.data.results[0].status !== 'applied') throw new Error(JSON.stringify(body.data.results[0]));
      }
      return performance.now() - t0;
    },
    { token, shipmentId, code, n },
  );
}

async function benchOne(databaseUrl?: string) {
  const server = ownServer(Number(process.env.BENCH_PORT ?? 8973));
  await server.start(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const user = await loginPda(page, { account: 'pda02' });
    const admin = await backOfficeUser(page);
    const { made, products } = await arrivedContainer(page, admin, user.warehouseId, 'B', [SCANS]);
    const other = await arrivedContainer(page, admin, user.warehouseId, 'R', [REPLAY]);
    const carton = products[0]!.cartonBarcode!;
    await page.goto('/pda/receive');
    await page
      .getByTestId('inbound-container')
      .filter({ hasText: made.containerNo })
      .waitFor({ timeout: 60_000 });
    await context.setOffline(true);
    await page.getByTestId('inbound-container').filter({ hasText: made.containerNo }).click();
    await page.getByTestId('inbound-line').first().waitFor();
    const times = (await scanLatencies(page, carton, SCANS)).sort((a, b) => a - b);
    const drained = await armDrainClock(page);
    await context.setOffline(false);
    const syncMs = await drained();
    const detail = await api(page, admin, shipmentEndpoints.getDetail, { id: made.id });
    if (detail.lines[0]!.receivedQty !== SCANS || detail.countCarton !== SCANS)
      throw new Error(`server counted ${detail.lines[0]!.receivedQty} of ${SCANS}`);
    const replayMs = await replayOneByOne(
      page,
      user.token,
      other.made.id,
      other.products[0]!.cartonBarcode!,
      REPLAY,
    );
    const batched = SCANS / (syncMs / 1000);
    const single = REPLAY / (replayMs / 1000);
    console.log(
      `[chromium ${browser.version()}] built PDA against a server process (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), strict durability, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    line(
      `wedge carton scan → durable outbox write + confirmation (${times.length})`,
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms  (goal p95 ≤ 30 ms)`,
    );
    line(
      `outbox → push ×200 → applied → settled (${SCANS})`,
      `${Math.round(batched)} events/s (${(syncMs / 1000).toFixed(2)} s)`,
    );
    line(`one request per event (${REPLAY}, background-sync replay)`, `${Math.round(single)} events/s`);
    line('batched / one-by-one', `${(batched / single).toFixed(1)}×  (goal ≥ 10×)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function run() {
  await benchOne();
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchOne(url);
  else console.log('  (set BENCH_DATABASE_URL for the PostgreSQL figures)');
}
