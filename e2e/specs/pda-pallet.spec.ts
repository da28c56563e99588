import { expect, test } from '@playwright/test';
import { palletCodeEndpoints, syncEndpoints } from '@wms/api';
import {
  api,
  backOfficeUser,
  needsPdaLogin,
  newPalletCode,
  openPalletByScan,
  wedgeScan,
} from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 360, height: 640 } });

test.describe('PDA pallet scanning', () => {
  needsPdaLogin();

  test('opens a pallet by scan, adds cartons and products, removes a line and closes it', async ({
    page,
  }) => {
    const user = await loginPda(page);
    const { code } = await openPalletByScan(page, user);
    // Carton barcodes are unique to this pallet so that reruns against one database do not collide.
    const [c1, c2] = [`${code}-C1`, `${code}-C2`];
    await wedgeScan(page, c1);
    await wedgeScan(page, c2);
    await wedgeScan(page, c1);
    await expect(page.getByRole('status')).toContainText(`${c1} is already on pallet ${code}`);
    await page.getByText('Scan product').click();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByLabel('Type a code').fill('SKU-42');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('carton-qty')).toHaveText('2');
    await expect(page.getByTestId('product-qty')).toHaveText('2');
    await page.getByText(`Carton ${c2}`).locator('..').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('carton-qty')).toHaveText('1');
    await page.getByRole('button', { name: 'Close pallet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close pallet' }).click();
    await expect(page.getByText('Scan a pallet code')).toBeVisible();
    await expect
      .poll(
        async () => (await api(page, user, palletCodeEndpoints.getPageList, { palletCode: code })).items[0],
      )
      .toMatchObject({ status: 'used', cartonQty: 1, productQty: 2, productNo: 'SKU-42' });
  });

  test('takes a scan made the instant the pallet screen opens, whole', async ({ page }) => {
    const user = await loginPda(page);
    const { code } = await newPalletCode(page, user);
    await page.goto('/pda/');
    await page.getByTestId('menu-pda.pallet').waitFor();
    // The tap and the burst in one task: the screen has not rendered, let alone started listening, when
    // the scanner types.
    await page.evaluate((text) => {
      document.querySelector<HTMLElement>('[data-testid="menu-pda.pallet"]')!.click();
      for (const key of [...text, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, code);
    await expect(page.getByTestId('pallet-code')).toHaveText(code);
  });

  test('works in Chinese, and refuses scans on a pallet finished in the back office', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const user = await loginPda(page);
    const { code, id } = await openPalletByScan(page, user, 'receipt');
    // Finishing a pallet is a back-office action (the team lead's), not the handheld's.
    await api(page, await backOfficeUser(page), palletCodeEndpoints.close, { id });
    await page.goto('/pda/sync');
    const pulled = page.waitForResponse((r) => r.url().endsWith(syncEndpoints.pull.path));
    await page.getByRole('button', { name: '立即同步' }).click();
    await pulled;
    await page.goto('/pda/pallet');
    await expect(page.getByText('已完结')).toBeVisible();
    await wedgeScan(page, `${code}-C9`);
    await expect(page.getByRole('status')).toContainText(`托盘 ${code} 已完结，不能再修改`);
    await context.close();
  });
});
