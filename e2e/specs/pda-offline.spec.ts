import { expect, test } from '@playwright/test';
import { palletCodeEndpoints } from '@wms/api';
import {
  api,
  backOfficeUser,
  needsPdaLogin,
  newPalletCode,
  openPalletByScan,
  servedByServiceWorker,
  wedgeScan,
} from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 360, height: 640 } });

/**
 * docs/architecture.md#pda-sync: scans keep working through Wi-Fi dropouts and reach the server exactly once.
 */
test.describe('PDA offline', () => {
  needsPdaLogin();

  test('queues scans offline, keeps them through a reload, and syncs them once when back', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page);
    const { code } = await newPalletCode(page, user);
    await page.goto('/pda/pallet');
    await expect(page.getByText('Scan a pallet code')).toBeVisible();
    await servedByServiceWorker(page);
    await context.setOffline(true);
    await wedgeScan(page, code);
    const cartons = [`${code}-1`, `${code}-2`, `${code}-3`];
    for (const carton of cartons) await wedgeScan(page, carton);
    await expect(page.getByTestId('network')).toHaveText('Offline');
    await expect(page.getByTestId('pending-badge')).toHaveText('4');
    await page.reload();
    await expect(page.getByTestId('carton-qty')).toHaveText('3');
    await expect(page.getByTestId('pending-badge')).toHaveText('4');
    await context.setOffline(false);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 15_000 });
    const row = (await api(page, user, palletCodeEndpoints.getPageList, { palletCode: code })).items[0]!;
    expect(row.cartonQty).toBe(3);
    const detail = await api(page, user, palletCodeEndpoints.getDetail, { id: row.id });
    expect(detail.lines.map((l) => l.cartonNo).sort()).toEqual(cartons);
  });

  test('shows a refused scan with its reason on the sync screen, to review and dismiss', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page);
    const { code, id } = await openPalletByScan(page, user);
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 15_000 });
    await context.setOffline(true);
    await wedgeScan(page, `${code}-LATE`);
    await expect(page.getByRole('status')).toContainText(`${code}-LATE`);
    // Meanwhile the back office finishes the pallet: the queued scan can no longer apply.
    // Finishing a pallet is a back-office action (the team lead's), not the handheld's.
    await api(page, await backOfficeUser(page), palletCodeEndpoints.close, { id });
    await context.setOffline(false);
    await page.goto('/pda/sync');
    await expect(page.getByText(`Pallet ${code} is finished and can no longer be changed`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('count-Needs review')).toHaveText('1');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('No rejected or conflicting scans')).toBeVisible();
  });

  test('warns before logging out with queued scans, and keeps them for the same user', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page);
    const { code } = await newPalletCode(page, user);
    await page.goto('/pda/pallet');
    // The pallet screen is up (its chunk loaded) before the network drops.
    await expect(page.getByText('Scan a pallet code')).toBeVisible();
    await context.setOffline(true);
    await wedgeScan(page, code);
    await wedgeScan(page, `${code}-KEEP`);
    await expect(page.getByTestId('pending-badge')).toHaveText('2');
    await page.getByRole('link', { name: /Back/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('dialog')).toContainText('2 scans are not synced yet');
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await context.setOffline(false);
    await loginPda(page, { account: user.account });
    await page.goto('/pda/sync');
    await expect(page.getByTestId('count-Pending sync')).toHaveText('0', { timeout: 15_000 });
    const row = (await api(page, user, palletCodeEndpoints.getPageList, { palletCode: code })).items[0]!;
    expect(row.cartonQty).toBe(1);
  });
});
