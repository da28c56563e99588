import { expect, type Page, test } from '@playwright/test';
import { wedgeScans } from '../support/pda-helpers.ts';
import { loginPda, type PdaUser } from '../support/pda-login.ts';
import {
  checkOutElsewhere,
  type PickSetup,
  pickListFor,
  pickListState,
  pickLogCount,
  stockTotal,
} from '../support/pda-pick-setup.ts';

test.use({ viewport: { width: 360, height: 640 } });
test.describe.configure({ timeout: 120_000 });

const PICKER = 'pda01';

/** Opens the list on the PDA once it is cached (the first pull runs at start). */
async function openList(page: Page, setup: PickSetup) {
  await page.goto('/pda/pick');
  await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 20_000 });
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

async function expectExact(page: Page, user: PdaUser, setup: PickSetup, stockBefore: number, picked: number) {
  expect(await pickListState(page, setup.admin, setup.pickListId)).toEqual({
    state: picked === setup.totalQty ? 'picked' : picked ? 'picking' : 'unPick',
    pickedQty: picked,
  });
  expect(await stockTotal(page, setup.admin, user.warehouseId, setup.productId)).toBe(stockBefore - picked);
  expect(await pickLogCount(page, setup.admin, setup.orderNo)).toBe(picked);
}

test.describe('PDA pick', () => {
  test('picks a list offline with wedge bursts, survives a reload and syncs exactly once', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page, { account: PICKER });
    const setup = await pickListFor(page, user, 240);
    const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);
    await openList(page, setup);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Check out this pick list' }).click();
    const events = await pickAll(page, setup);
    await expect(page.getByTestId('pending-badge')).toHaveText(String(events));
    await page.reload();
    await expect(page.getByTestId('pick-done')).toBeVisible();
    await expect(page.getByTestId('pick-progress')).toHaveText('240 / 240 picked');
    await expect(page.getByTestId('pending-badge')).toHaveText(String(events));
    await context.setOffline(false);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });
    await expectExact(page, user, setup, before, 240);
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
