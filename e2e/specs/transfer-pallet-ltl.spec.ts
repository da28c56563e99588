import { expect, test } from '@playwright/test';
import { ltlEndpoints, transferEndpoints, transferPalletEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { backOfficeUser, needsPdaLogin } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';
import { palletisedAcmeTransfer, pickedAcmeTransfer } from '../support/transfer-seed.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 20_000 });

const WORDS = {
  'en-US': {
    tile: 'Palletize transfer orders',
    cartons: 'Cartons',
    weight: 'Weight (kg)',
    addPallet: 'Add pallet',
    save: 'Save pallets',
    transID: 'Transfer number',
    pack: 'LTL packing',
    carrier: 'Carrier',
    dialogSave: 'Save',
    loading: 'Loading',
  },
  'zh-CN': {
    tile: '转运单打托',
    cartons: '箱数',
    weight: '重量（kg）',
    addPallet: '添加托盘',
    save: '保存托盘',
    transID: '转运单号',
    pack: '卡派装车',
    carrier: '承运商',
    dialogSave: '保存',
    loading: '装车中',
  },
} as const;

for (const locale of ['en-US', 'zh-CN'] as const) {
  const w = WORDS[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';

  test.describe(`transfer orders (${tag})`, () => {
    needsPdaLogin();

    test(`the handheld palletises a picked transfer order into 2 pallets (${tag})`, async ({
      browser,
    }, info) => {
      const context = await browser.newContext({ locale, viewport: { width: 360, height: 640 } });
      const page = await context.newPage();
      const admin = await backOfficeUser(page);
      // Made before the device signs in, so its first pull brings the order.
      const order = await pickedAcmeTransfer(page.request, admin.token);
      await loginPda(page);
      await page.getByTestId('menu-pda.transfer-pallet').click();
      await page.getByTestId('transfer-card').filter({ hasText: order.transID }).click();
      await page.getByRole('button', { name: w.addPallet }).click();
      const rows = page.getByTestId('transfer-pallet-row');
      await expect(rows).toHaveCount(2);
      for (const [i, [cartons, weight]] of [
        [1, '12.5'],
        [2, '20'],
      ].entries()) {
        await rows.nth(i).getByRole('textbox', { name: w.cartons }).fill(String(cartons));
        await rows.nth(i).getByRole('textbox', { name: w.weight }).fill(String(weight));
      }
      await page.screenshot({ path: info.outputPath(`pda-transfer-pallet-${tag}.png`) });
      await page.getByTestId('transfer-save').click();
      await page.getByRole('dialog').getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('status')).toContainText(order.transID);
      // The outbox delivers the pallets; the server gives them pallet codes and bills them once.
      await expect
        .poll(
          async () =>
            (await okApi(page.request, admin.token, transferEndpoints.getTransShipEditList, { id: order.id }))
              .state,
          {
            timeout: 30_000,
          },
        )
        .toBe('fight');
      const pallets = await okApi(page.request, admin.token, transferPalletEndpoints.getPalletBarCodeList, {
        id: order.id,
      });
      expect(pallets.map((p) => [p.cartons, p.weight])).toEqual([
        [1, 12.5],
        [2, 20],
      ]);
      await context.close();
    });

    test(`the operator loads a palletised order on an LTL packing and sees it on the LTL page (${tag})`, async ({
      browser,
    }, info) => {
      const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const token = await openBackoffice(page, context.request, '/order/freight-trucking/index');
      const order = await palletisedAcmeTransfer(context.request, token, 2);
      const list = new ResourceListPage(page, 'transfers', '/WMS/TransShip/GetTransShipList');
      await list.fillFilter(w.transID, order.transID);
      await list.search();
      await list.selectRow(order.transID);
      await list.toolbarButton(w.pack).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: w.carrier }).fill('Estes');
      await dialog.getByRole('button', { name: w.dialogSave }).click();
      await expect
        .poll(
          async () =>
            (
              await okApi(context.request, token, ltlEndpoints.getPackingPageList, {
                keyword: order.transID,
              } as never)
            ).items,
        )
        .toEqual([
          expect.objectContaining({ carrier: 'Estes', orderCount: 1, palletCount: 2, state: 'open' }),
        ]);
      await page.goto('/order/ltl/index');
      const ltl = new ResourceListPage(page, 'ltl-packings', '/WMS/LessTruckLoading/GetPackingPageList');
      await expect(ltl.row(order.transID)).toContainText(w.loading);
      await page.screenshot({ path: info.outputPath(`transfer-ltl-${tag}.png`) });
      await context.close();
    });
  });
}
