import { expect, type Page, test } from '@playwright/test';
import { outboxStates, servedByServiceWorker, wedgeScans } from '../support/pda-helpers.ts';
import { loginPda, type PdaUser } from '../support/pda-login.ts';
import {
  checkOutElsewhere,
  type PickSetup,
  pickListFor,
  pickListState,
  pickLogCount,
  stockTotal,
} from '../support/pda-pick-setup.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 360, height: 640 } });
test.describe.configure({ timeout: 120_000 });

const PICKER = 'pda01';

/** Opens the list on the PDA once it is cached (the first pull runs at start). */
async function openList(page: Page, setup: PickSetup) {
  await page.goto('/pda/pick');
  await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 20_000 });
  // On the list's own page before anything reloads it (a reload on the way back shows the lists again).
  await expect(page).toHaveURL(/\/pda\/pick\/[^/]+$/);
}

/** Every line: its location, then one product scan per unit, in bursts. Returns the events queued. */
async function pickAll(page: Page, setup: PickSetup) {
  for (const line of setup.lines) {
    await expect(page.getByTestId('pick-location')).toHaveText(line.locationName);
    await wedgeScans(page, [line.locationName, ...Array(line.qty).fill(setup.productNo)]);
    // Every scan is its own durable (strict) Dexie transaction: allow for a slow, shared disk.
    await expect(page.getByTestId('scan-result')).toContainText(`${line.qty}/${line.qty}`, {
      timeout: 10_000 + line.qty * 250,
    });
  }
  await expect(page.getByTestId('pick-done')).toBeVisible();
  return 1 + setup.totalQty;
}

/**
 * Every event of the device has its server result: applied, or `duplicate` when the server had stored it
 * already (a resend after a lost answer). Nothing pending, refused or conflicting.
 */
async function settledOnce(page: Page, events: number) {
  const states = await outboxStates(page);
  expect(states, JSON.stringify(states)).toEqual({
    applied: states.applied ?? 0,
    ...(states.duplicate ? { duplicate: states.duplicate } : {}),
  });
  expect((states.applied ?? 0) + (states.duplicate ?? 0)).toBe(events);
  return { applied: states.applied ?? 0, duplicate: states.duplicate ?? 0 };
}

async function expectExact(page: Page, user: PdaUser, setup: PickSetup, stockBefore: number, picked: number) {
  expect(await pickListState(page, setup.admin, setup.pickListId)).toEqual({
    state: picked === setup.totalQty ? 'picked' : picked ? 'picking' : 'unPick',
    pickedQty: picked,
  });
  expect(await stockTotal(page, setup.admin, user.warehouseId, setup.productId)).toBe(stockBefore - picked);
  expect(await pickLogCount(page, setup.admin, setup.orderNo)).toBe(picked);
}

test.describe('PDA pick', () => {
  test('1 000 wedge scans offline survive a reload and sync exactly once', async ({ page, context }) => {
    test.setTimeout(600_000);
    const user = await loginPda(page, { account: PICKER });
    const setup = await pickListFor(page, user, 1000);
    const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);
    await servedByServiceWorker(page);
    await openList(page, setup);
    // Online: the check-out syncs first, so the outbox then holds exactly the scans. (The badge alone can
    // be hidden before the check-out is even queued: wait for its acknowledgement in the outbox.)
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual({ applied: 1 });
    await context.setOffline(true);
    await pickAll(page, setup);
    await expect(page.getByTestId('pending-badge')).toHaveText('1000');
    await page.reload();
    await expect(page.getByTestId('pick-done')).toBeVisible();
    await expect(page.getByTestId('pick-progress')).toHaveText('1000 / 1000 picked');
    await expect(page.getByTestId('pending-badge')).toHaveText('1000');
    expect(await outboxStates(page)).toEqual({ applied: 1, pending: 1000 });
    await context.setOffline(false);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 120_000 });
    await expectExact(page, user, setup, before, 1000);
    await settledOnce(page, 1001);
  });

  test('keeps totals exact when the first acknowledgements are lost', async ({ page, context }) => {
    const user = await loginPda(page, { account: PICKER });
    const setup = await pickListFor(page, user, 230);
    const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);
    await openList(page, setup);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await pickAll(page, setup);
    let lost = 0;
    await page.route('**/api/v1/PDA/Sync/Push', async (route) => {
      if (lost >= 2) return route.continue();
      lost += 1;
      // The server applies the batch; its answer never reaches the device.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 60_000 });
    expect(lost).toBe(2);
    await expectExact(page, user, setup, before, 230);
  });

  test('the page closed mid-flush and reopened: exact totals', async ({ page, context }) => {
    const user = await loginPda(page, { account: PICKER });
    const setup = await pickListFor(page, user, 450);
    const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);
    await openList(page, setup);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await pickAll(page, setup);
    await expect(page.getByTestId('pending-badge')).toHaveText('451');
    // The first batch (the check-out and 199 scans) reaches the server and is applied; the page is
    // closed before its answer arrives, so the device still holds all 451 as pending.
    let pushes = 0;
    let applied!: () => void;
    const firstApplied = new Promise<void>((resolve) => {
      applied = resolve;
    });
    await page.route('**/api/v1/PDA/Sync/Push', async (route) => {
      pushes += 1;
      // Only the first push goes through (a retry after a client time-out does not).
      if (pushes === 1) {
        await route.fetch();
        applied();
      }
      await route.abort('aborted').catch(() => undefined);
    });
    await context.setOffline(false);
    await firstApplied;
    await page.close();
    const reopened = await context.newPage();
    expect(await pickListState(reopened, setup.admin, setup.pickListId)).toEqual({
      state: 'picking',
      pickedQty: 199,
    });
    await reopened.goto('/pda/sync');
    // The sync screen's count reads 0 before the outbox has loaded: wait for the server's totals instead.
    await expect
      .poll(() => pickListState(reopened, setup.admin, setup.pickListId), { timeout: 60_000 })
      .toEqual({ state: 'picked', pickedQty: 450 });
    await expect(reopened.getByTestId('count-Pending sync')).toHaveText('0', { timeout: 60_000 });
    await expectExact(reopened, user, setup, before, 450);
    // The reopened page resent the closed page's batch: the server answered it from its log.
    const states = await settledOnce(reopened, 451);
    expect(states.duplicate).toBeGreaterThanOrEqual(200);
  });

  test('two tabs flushing at once: exact totals', async ({ page, context }) => {
    const user = await loginPda(page, { account: PICKER });
    const setup = await pickListFor(page, user, 500);
    const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);
    await openList(page, setup);
    // The second tab opens offline: the worker must hold the app first (on a busy machine it may not yet).
    await servedByServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await pickAll(page, setup);
    await expect(page.getByTestId('pending-badge')).toHaveText('501');
    // A second tab of the same user opens the same outbox (offline, from the service worker's cache).
    const second = await context.newPage();
    await second.goto('/pda/sync');
    await expect(second.getByTestId('count-Pending sync')).toHaveText('501');
    const pushedBy = { first: 0, second: 0 };
    await page.route('**/api/v1/PDA/Sync/Push', (route) => {
      pushedBy.first += 1;
      return route.continue();
    });
    await second.route('**/api/v1/PDA/Sync/Push', (route) => {
      pushedBy.second += 1;
      return route.continue();
    });
    // Back online: both tabs see `online` at the same moment and both start flushing.
    await context.setOffline(false);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 60_000 });
    await expect(second.getByTestId('count-Pending sync')).toHaveText('0', { timeout: 60_000 });
    await expectExact(page, user, setup, before, 500);
    expect(pushedBy.first + pushedBy.second).toBeGreaterThanOrEqual(3);
    await settledOnce(page, 501);
  });

  test('shows a conflicting pick with its reason and applies the scans after it', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page, { account: PICKER });
    const taken = await pickListFor(page, user, 3);
    const free = await pickListFor(page, user, 2);
    const before = await stockTotal(page, free.admin, user.warehouseId, free.productId);
    // Both lists must be on the device before the floor goes offline.
    await page.goto('/pda/pick');
    await expect(page.getByTestId('pick-list-card').filter({ hasText: free.pickListNo })).toBeVisible({
      timeout: 20_000,
    });
    await openList(page, taken);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await pickAll(page, taken);
    await page.goto('/pda/pick');
    await page.getByTestId('pick-list-card').filter({ hasText: free.pickListNo }).click();
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    await pickAll(page, free);
    // Meanwhile another picker checks the first list out on their device.
    expect(await checkOutElsewhere(page, taken.admin, taken.pickListId)).toMatchObject({ status: 'applied' });
    await context.setOffline(false);
    await page.goto('/pda/sync');
    await expect(page.getByTestId('count-Pending sync')).toHaveText('0', { timeout: 30_000 });
    await expect(page.getByTestId('count-Needs review')).toHaveText(String(1 + taken.totalQty));
    await expect(page.getByText(`Pick list ${taken.pickListNo} is checked out by`).first()).toBeVisible();
    // Both lists may pick the same product: only the free list's 2 units left the shelf.
    await expectExact(page, user, free, before, 2);
    expect(await pickListState(page, taken.admin, taken.pickListId)).toEqual({
      state: 'unPick',
      pickedQty: 0,
    });
    expect(await pickLogCount(page, taken.admin, taken.orderNo)).toBe(0);
  });
});
