import { expect, test } from '@playwright/test';
import { ownServer } from '../support/own-server.ts';
import { outboxStates, wedgeScans } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';
import { pickListFor, pickListState, pickLogCount, stockTotal } from '../support/pda-pick-setup.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const port = Number(process.env.E2E_PORT ?? 8790) + 50;
const server = ownServer(port);

test.describe.configure({ timeout: 300_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});
test.afterAll(async () => server.stop());

/**
 * docs/architecture.md#push: only an infrastructure failure rolls a batch back, and then it is retried whole.
 */
test('the server killed with SIGKILL mid-batch and restarted: no partial effects, exact totals after the retry', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  const user = await loginPda(page, { account: 'pda01' });
  const setup = await pickListFor(page, user, 220);
  const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);
  await page.goto('/pda/pick');
  await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 20_000 });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Check out this pick list' }).click();
  for (const line of setup.lines) {
    await wedgeScans(page, [line.locationName, ...Array(line.qty).fill(setup.productNo)]);
    await expect(page.getByTestId('scan-result')).toContainText(`${line.qty}/${line.qty}`, {
      timeout: 10_000 + line.qty * 250,
    });
  }
  await expect(page.getByTestId('pending-badge')).toHaveText('221');

  // The first push reaches the server, which dies while applying it; later pushes wait for the restart.
  let phase: 'kill' | 'down' | 'up' = 'kill';
  let killed: Promise<void> | null = null;
  await page.route('**/api/v1/PDA/Sync/Push', async (route) => {
    if (phase === 'up') return route.continue();
    if (phase === 'down') return route.abort('connectionrefused');
    phase = 'down';
    killed = new Promise<void>((resolve) => setTimeout(() => void server.kill().then(resolve), 150));
    await route.continue().catch(() => undefined);
  });
  await context.setOffline(false);
  await expect.poll(() => killed !== null, { timeout: 30_000 }).toBe(true);
  await killed;
  await server.start();
  // Nothing of the killed batch is left half-applied: either none of it or all of it committed. The
  // batch is the check-out and the first 199 scans.
  const after = await pickListState(page, setup.admin, setup.pickListId);
  const committed = after.pickedQty > 0;
  test.info().annotations.push({
    type: 'killed batch',
    description: committed
      ? 'had committed before the kill (199 units)'
      : 'rolled back by the kill (0 units)',
  });
  expect(after.pickedQty).toBe(committed ? 199 : 0);
  expect(await pickLogCount(page, setup.admin, setup.orderNo)).toBe(after.pickedQty);
  expect(await stockTotal(page, setup.admin, user.warehouseId, setup.productId)).toBe(
    before - after.pickedQty,
  );
  phase = 'up';
  await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 90_000 });
  expect(await pickListState(page, setup.admin, setup.pickListId)).toEqual({
    state: 'picked',
    pickedQty: 220,
  });
  expect(await pickLogCount(page, setup.admin, setup.orderNo)).toBe(220);
  expect(await stockTotal(page, setup.admin, user.warehouseId, setup.productId)).toBe(before - 220);
  // The server's log, as its answers show: every event was stored once, and a resent one was answered
  // from the log (`duplicate`: the killed batch if it had committed, or any push whose answer was lost,
  // e.g. one that outlasted the client's time-out) instead of being applied again.
  const states = await outboxStates(page);
  test.info().annotations.push({ type: 'outbox after the retry', description: JSON.stringify(states) });
  expect(Object.keys(states).filter((s) => s !== 'applied' && s !== 'duplicate')).toEqual([]);
  expect((states.applied ?? 0) + (states.duplicate ?? 0)).toBe(221);
  if (committed) expect(states.duplicate ?? 0).toBeLessThanOrEqual(200);
  await context.close();
});
