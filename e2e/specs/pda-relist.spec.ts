import { expect, test } from '@playwright/test';
import { relistEndpoints, syncEndpoints } from '@wms/api';
import { api, pulledSince, wedgeScans } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';
import { pickListFor, stockTotal } from '../support/pda-pick-setup.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 360, height: 640 } });
test.describe.configure({ timeout: 90_000 });

test.describe('PDA relist and stock lookup', () => {
  test('relists the units of a short pick: the count matches the back-office badge, stock comes back exactly', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page, { account: 'pda01' });
    const setup = await pickListFor(page, user, 3);
    const line = setup.lines[0]!;
    let seq = 0;
    const event = (type: string, payload: Record<string, unknown>) => ({
      eventId: crypto.randomUUID(),
      deviceSeq: ++seq,
      type,
      payload,
      createdAt: new Date().toISOString(),
    });
    // Another handheld picked 2 units, then found the line short.
    const picked = await api(page, user, syncEndpoints.push, {
      deviceId: crypto.randomUUID(),
      events: [
        event('pick.checkOut', { pickListId: setup.pickListId }),
        event('pick.confirm', {
          pickListId: setup.pickListId,
          lineId: line.id,
          locationId: line.locationId,
          qty: 2,
          code: setup.productNo,
        }),
        event('pick.outOfStock', { pickListId: setup.pickListId, lineId: line.id }),
      ],
    });
    expect(picked.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const badge = (await api(page, setup.admin, relistEndpoints.getPendingRelistCount, {})).num;
    expect(badge).toBeGreaterThanOrEqual(1);
    const before = await stockTotal(page, setup.admin, user.warehouseId, setup.productId);

    await page.goto('/pda/relist');
    await expect(page.getByTestId('relist-count')).toHaveText(`${badge} pending`, { timeout: 20_000 });
    await context.setOffline(true);
    await wedgeScans(page, [setup.productNo]);
    await expect(page.getByText('Suggested location').first()).toBeVisible();
    await wedgeScans(page, [line.locationName]);
    await expect(page.getByTestId('scan-result')).toContainText(`put on ${line.locationName}`);
    await expect(page.getByTestId('relist-count')).toHaveText(`${badge - 1} pending`);
    await context.setOffline(false);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 20_000 });
    expect((await api(page, setup.admin, relistEndpoints.getPendingRelistCount, {})).num).toBe(badge - 1);
    expect(await stockTotal(page, setup.admin, user.warehouseId, setup.productId)).toBe(before + 2);
  });

  test('looks up a location offline from the cache, with its age', async ({ page, context }) => {
    const user = await loginPda(page, { account: 'pda01' });
    const setup = await pickListFor(page, user, 1);
    const setUp = new Date();
    await page.goto('/pda/lookup');
    await pulledSince(page, 'stock', setUp);
    await expect(page.getByTestId('cache-age-stock')).toContainText('Stock updated');
    await context.setOffline(true);
    await wedgeScans(page, [setup.lines[0]!.locationName]);
    await expect(page.getByTestId('scan-result')).toHaveText(`Location ${setup.lines[0]!.locationName}`);
    await expect(page.getByTestId('lookup-rows')).toContainText(setup.productNo);
    await wedgeScans(page, ['NO-SUCH-CODE']);
    await expect(page.getByTestId('scan-result')).toHaveText('No product or location matches NO-SUCH-CODE');
  });
});
