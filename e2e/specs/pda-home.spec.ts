import { expect, test } from '@playwright/test';
import { userEndpoints } from '@wms/api';
import { api } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 360, height: 640 } });

/** Home is the account's PDA menu (`GetPDAMenuList`), cached so it opens offline too. */
test.describe('PDA home', () => {
  test('shows the picker’s menus, not the pallet worker’s, and keeps them offline', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page, { account: 'pda01' });
    const menus = await api(page, user, userEndpoints.getPDAMenuList, { all: false });
    const codes = menus.map((m) => m.code).filter((c) => c !== 'menu.pda');
    expect(codes.sort()).toEqual(['pda.lookup', 'pda.outbox', 'pda.pick', 'pda.relist']);
    for (const code of codes) await expect(page.getByTestId(`menu-${code}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('menu-pda.pallet')).toHaveCount(0);
    await expect(page.getByTestId('menu-pda.pick')).toContainText('Pick');
    // The service worker must control the page before it can serve it offline.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    for (const code of codes) await expect(page.getByTestId(`menu-${code}`)).toBeVisible();
    await page.getByTestId('menu-pda.outbox').click();
    await expect(page).toHaveURL(/\/pda\/sync$/);
  });

  test('the pallet worker gets pallets and no picking', async ({ page }) => {
    await loginPda(page, { account: 'pda02' });
    await expect(page.getByTestId('menu-pda.pallet')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('menu-pda.pick')).toHaveCount(0);
    await expect(page.getByTestId('menu-pda.relist')).toHaveCount(0);
  });
});
