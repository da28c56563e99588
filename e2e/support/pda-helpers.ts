import { expect, type Page, test } from '@playwright/test';
import { type Endpoint, type EndpointInput, type EndpointOutput, palletCodeEndpoints } from '@wms/api';
import { apiLogin } from './login.ts';
import { type PdaUser, pdaLoginAvailable } from './pda-login.ts';

/** Marks a spec that needs a signed-in PDA until `loginPda` exists. */
export function needsPdaLogin() {
  test.fixme(!pdaLoginAvailable, 'needs loginPda (e2e/support/pda-login.ts) from the identity work');
}

/**
 * A hardware keyboard-wedge scan: the whole code and Enter as keydown events in one burst, on the page,
 * with no field focused (as the scanner types them, far faster than Playwright's keyboard under load).
 */
export async function wedgeScan(page: Page, code: string) {
  await page.evaluate((text) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...text, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

/** Many wedge scans fired back to back in one task, as fast as a scanner trigger held down. */
export async function wedgeScans(page: Page, codes: string[]) {
  await page.evaluate((all) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const text of all)
      for (const key of [...text, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, codes);
}

/** Calls the API as the signed-in user, the way the back office would, and returns `data`. */
export async function api<E extends Endpoint>(
  page: Page,
  user: PdaUser,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const inQuery = endpoint.method === 'GET';
  const res = await page.request.fetch(endpoint.path, {
    method: endpoint.method,
    headers: { authorization: `Bearer ${user.token}`, 'content-language': 'en' },
    ...(inQuery ? { params: input as Record<string, string> } : { data: input }),
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
  return body.data;
}

/** The demo administrator, signed in to the back office through the real login, for back-office actions. */
export async function backOfficeUser(page: Page): Promise<PdaUser> {
  const session = await apiLogin(page.request, 'admin01', 'Admin12345');
  return { account: 'admin01', userId: '', token: session.accessToken, warehouseId: '' };
}

/**
 * The device's outbox as IndexedDB holds it (the signed-in user's database): how many events are in each
 * state, counting the done ones that have left it (the `synced` tally beside it). `duplicate` means the
 * server had already stored that event when the device (re)sent it.
 */
export async function outboxStates(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('wms-pda-'));
    const counts: Record<string, number> = {};
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (!db.objectStoreNames.contains('outbox')) {
        db.close();
        continue;
      }
      const tx = db.transaction(['outbox', 'meta']);
      const read = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      const rows = await read<Array<{ state: string }>>(tx.objectStore('outbox').getAll());
      const synced = await read<{ value: Record<string, number> } | undefined>(
        tx.objectStore('meta').get('synced'),
      );
      db.close();
      for (const row of rows) counts[row.state] = (counts[row.state] ?? 0) + 1;
      for (const [state, n] of Object.entries(synced?.value ?? {}))
        if (n) counts[state] = (counts[state] ?? 0) + n;
    }
    return counts;
  });
}

/**
 * Waits until the device has pulled `kind` from the server since `since` (the cache's `pulledAt`, the
 * server's time of that pull): data the test set up on the server before is on the device now.
 */
export async function pulledSince(page: Page, kind: string, since: Date, timeout = 30_000) {
  await expect
    .poll(
      () =>
        page.evaluate(async (key) => {
          const names = (await indexedDB.databases())
            .map((d) => d.name ?? '')
            .filter((n) => n.startsWith('wms-pda-'));
          let latest = '';
          for (const name of names) {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const open = indexedDB.open(name);
              open.onsuccess = () => resolve(open.result);
              open.onerror = () => reject(open.error);
            });
            if (db.objectStoreNames.contains('meta')) {
              const row = await new Promise<{ value: string } | undefined>((resolve, reject) => {
                const req = db.transaction('meta').objectStore('meta').get(key);
                req.onsuccess = () => resolve(req.result);
                req.onerror = () => reject(req.error);
              });
              if (row && row.value > latest) latest = row.value;
            }
            db.close();
          }
          return latest ? Date.parse(latest) : 0;
        }, `pulledAt:${kind}`),
      { timeout },
    )
    .toBeGreaterThanOrEqual(since.getTime());
}

/** A fresh pallet code of the user's warehouse, printed by the back-office service: its code and id. */
export async function newPalletCode(
  page: Page,
  user: PdaUser,
  use: 'palletizing' | 'receipt' = 'palletizing',
) {
  const { items } = await api(page, user, palletCodeEndpoints.generate, {
    warehouseId: user.warehouseId,
    use,
    plqty: 1,
  });
  return { code: items[0]!.palletCode, id: items[0]!.id };
}

/** A fresh pallet code scanned on the pallet screen, as a picker starts a pallet: open when this returns. */
export async function openPalletByScan(
  page: Page,
  user: PdaUser,
  use: 'palletizing' | 'receipt' = 'palletizing',
) {
  const pallet = await newPalletCode(page, user, use);
  await page.goto('/pda/pallet');
  await wedgeScan(page, pallet.code);
  await expect(page.getByTestId('pallet-code')).toHaveText(pallet.code);
  return pallet;
}

/**
 * Waits until the service worker controls the page, so a reload while offline is served from its cache.
 * The worker does not claim the page that installed it: that one is reloaded once, online.
 */
export async function servedByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
