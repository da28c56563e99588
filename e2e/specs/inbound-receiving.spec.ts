import { expect, type Page, test } from '@playwright/test';
import {
  customerEndpoints,
  IMPORT_COLUMNS,
  importEndpoints,
  receivingEndpoints,
  shipmentEndpoints,
  shipmentLabelEndpoints,
  stockEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import ExcelJS from 'exceljs';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { arrivedContainer, inboundGoods } from '../support/inbound-setup.ts';
import { api, backOfficeUser, wedgeScan } from '../support/pda-helpers.ts';
import { loginPda, type PdaUser } from '../support/pda-login.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// A real server on a shared two-core machine: receiving, syncing and putting away need room.
test.describe.configure({ timeout: 150_000, mode: 'serial' });
test.use({ viewport: { width: 360, height: 640 }, actionTimeout: 20_000 });

const WORDS = {
  'en-US': {
    count: 'Count per scan',
    damaged: 'Damaged',
    pallets: 'Pallets unloaded',
    finish: 'Finish unloading',
    confirm: 'Confirm',
    qty: 'Quantity',
    short: 'Short',
    import: 'Import',
    uploadType: 'Upload Type',
  },
  'zh-CN': {
    count: '每次扫描数量',
    damaged: '破损',
    pallets: '卸柜托盘数',
    finish: '完成卸柜',
    confirm: '确认',
    qty: '数量',
    short: '短少',
    import: '导入',
    uploadType: '上传类型',
  },
} as const;

async function stockOn(page: Page, admin: PdaUser, warehouseId: string, locationId: string) {
  const res = await api(page, admin, stockEndpoints.getLocationStockPageList, {
    warehouseId,
    locationId,
    pageIndex: 1,
    pageSize: 50,
  } as never);
  return Object.fromEntries(res.items.map((r) => [r.productNo, r.quantity]));
}

type Words = (typeof WORDS)[keyof typeof WORDS];

/** Put-away on the PDA: product, location, quantity, confirmed. */
async function putAwayOne(page: Page, w: Words, code: string, location: string, qty: number) {
  await wedgeScan(page, code);
  await expect(page.getByTestId('scan-result')).toContainText(code);
  await wedgeScan(page, location);
  await expect(page.getByTestId('scan-result')).toContainText(location);
  await page.getByRole('textbox', { name: w.qty }).fill(String(qty));
  await page.getByTestId('put-away-confirm').click();
  await expect(page.getByTestId('scan-result')).toContainText(`${qty} × ${code}`);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const w = WORDS[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';

  test.describe(`receiving (${tag})`, () => {
    test.use({ locale });

    test(`inbound (${tag}): the PDA receives a container offline with a short and a damaged line, then puts it away on two locations`, async ({
      page,
      context,
      browser,
    }, info) => {
      const user = await loginPda(page);
      const admin = await backOfficeUser(page);
      const { made, products, locations } = await arrivedContainer(
        page,
        admin,
        user.warehouseId,
        tag,
        [20, 10, 5],
      );
      const [a, b, c] = products.map((p) => p.productNo);
      const [l1, l2] = locations;

      await page.goto('/pda/receive');
      await expect(page.getByTestId('inbound-container').filter({ hasText: made.containerNo })).toBeVisible({
        timeout: 30_000,
      });
      await context.setOffline(true);
      await wedgeScan(page, made.containerNo);
      const count = page.getByRole('textbox', { name: w.count });
      const scanCounted = async (code: string, n: number, shown: string) => {
        await count.fill(String(n));
        await wedgeScan(page, code);
        await expect(page.getByTestId('scan-result')).toContainText(shown);
      };
      await scanCounted(a!, 20, `${a} · 20/20`);
      await scanCounted(b!, 8, `${b} · 8/10`);
      await scanCounted(c!, 3, `${c} · 3/5`);
      await page.getByRole('checkbox', { name: w.damaged }).check();
      await scanCounted(c!, 2, `${c} · 5/5`);
      await page.getByRole('textbox', { name: w.pallets }).fill('2');
      await page.screenshot({ path: info.outputPath(`pda-receive-${tag}.png`) });
      await page.getByTestId('receive-finish').click();
      await page.getByRole('dialog').getByRole('button', { name: w.finish }).click();
      await expect(page.getByTestId('scan-result')).toContainText(made.containerNo);
      await context.setOffline(false);
      await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });

      const detail = await api(page, admin, shipmentEndpoints.getDetail, { id: made.id });
      expect(detail).toMatchObject({ status: 'emptyContainer', receiptState: 'received', countCarton: 0 });
      expect(detail.lines.map((l) => [l.receivedQty, l.damagedQty])).toEqual([
        [20, 0],
        [8, 0],
        [5, 2],
      ]);
      const report = await api(page, admin, receivingEndpoints.getDiscrepancy, { id: made.id });
      expect(report.lines.map((l) => [l.productNo, l.short, l.damaged])).toEqual([
        [b, 2, 0],
        [c, 0, 2],
      ]);
      expect(report.unloading).toMatchObject({ containerType: '20GP', pallets: 2 });
      const differing = await api(page, admin, shipmentEndpoints.getPageList, {
        tab: 'abnormalDifferent',
        keyword: made.transportNo,
        pageIndex: 1,
        pageSize: 10,
      } as never);
      expect(differing.total).toBe(1);

      // Finishing with 2 pallets made 2 receipt pallet codes for the container.
      const pallets = await api(page, admin, shipmentLabelEndpoints.getPallets, { id: made.id });
      expect(pallets).toHaveLength(2);

      // The back office shows the discrepancy and the pallet codes on the detail page.
      const office = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      const op = await office.newPage();
      await openBackoffice(
        op,
        office.request,
        `/shipment/list/detail?id=${made.id}`,
        'admin01',
        'Admin12345',
      );
      const panel = op.getByTestId('shipment-discrepancy');
      await expect(panel.getByTestId('discrepancy-line')).toHaveCount(2);
      await expect(panel).toContainText(w.short);
      await expect(op.getByTestId('shipment-pallet-codes')).toContainText(pallets[0]!.palletCode);
      await op.screenshot({ path: info.outputPath(`shipment-discrepancy-${tag}.png`), fullPage: true });
      await office.close();

      // Put-away: product, location, quantity, onto two locations.
      await page.goto('/pda/put-away');
      await expect(page.getByTestId('inbound-line').filter({ hasText: a! })).toBeVisible({ timeout: 30_000 });
      await context.setOffline(true);
      const putAway = (code: string, location: string, qty: number) =>
        putAwayOne(page, w, code, location, qty);
      // The first put-away starts from a receipt pallet: it picks the container, then the product.
      await wedgeScan(page, pallets[0]!.palletCode);
      await expect(page.getByTestId('scan-result')).toContainText(pallets[0]!.palletCode);
      await putAway(a!, l1!.locationName, 12);
      await putAway(a!, l2!.locationName, 8);
      await putAway(b!, l1!.locationName, 8);
      await page.screenshot({ path: info.outputPath(`pda-put-away-${tag}.png`) });
      await putAway(c!, l2!.locationName, 3);
      await context.setOffline(false);
      await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });

      expect((await api(page, admin, shipmentEndpoints.getDetail, { id: made.id })).status).toBe('shelved');
      expect(await stockOn(page, admin, user.warehouseId, l1!.id)).toEqual({ [a!]: 12, [b!]: 8 });
      expect(await stockOn(page, admin, user.warehouseId, l2!.id)).toEqual({ [a!]: 8, [c!]: 3 });
      const log = await api(page, admin, stockEndpoints.getStockLogPageList, {
        sourceNo: made.transportNo,
        pageIndex: 1,
        pageSize: 50,
      } as never);
      // Three receipts into the receiving area, then a move out and a move in per put-away.
      expect(log.total).toBe(3 + 4 * 2);
    });

    test(`inbound (${tag}): a customer imports another container in the back office; the PDA receives it and puts it away`, async ({
      page,
      browser,
    }, info) => {
      const user = await loginPda(page);
      const admin = await backOfficeUser(page);
      const office = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      const op = await office.newPage();
      const token = await openBackoffice(
        op,
        office.request,
        '/shipment/list/index',
        'customer01',
        'Customer12345',
      );
      // The customer user's own customer, and goods of it in the PDA's warehouse.
      const [own] = (
        await okApi(office.request, token, customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 10 })
      ).items;
      const stamp = `${tag}I${Date.now().toString(36).toUpperCase()}`;
      const { products, locations } = await inboundGoods(
        page,
        admin,
        user.warehouseId,
        own!.id,
        stamp,
        [6, 4],
      );
      const [a, b] = products.map((p) => p.productNo);
      const warehouse = await api(page, admin, warehouseEndpoints.getDetail, { id: user.warehouseId });

      // The real template in the user's language, filled with one row per SKU of the container.
      const template = await okApi(office.request, token, importEndpoints.getTemplate, {
        kind: 'shipment',
        locale: tag === 'en' ? 'en' : 'zh-CN',
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await (await office.request.get(template.url)).body()) as never);
      const containerNo = `IMPU${String(Date.now()).slice(-7)}`;
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      for (const [sku, qty] of [
        [a!, 6],
        [b!, 4],
      ] as const) {
        const row: Record<string, unknown> = {
          containerNo,
          containerType: '40HQ',
          warehouseCode: warehouse.warehouseKey,
          customerCode: own!.customerCode,
          etd: day(-20),
          eta: day(-1),
          sku,
          cartonCount: qty,
          qty,
        };
        book.worksheets[0]!.addRow(IMPORT_COLUMNS.shipment.map((c) => row[c.key] ?? null));
      }
      const file = info.outputPath(`shipment-import-${tag}.xlsx`);
      await book.xlsx.writeFile(file);

      const list = new ResourceListPage(op, 'shipments', '/WMS/Shipment/GetPageList');
      await expect(list.root).toBeVisible();
      await list.toolbarButton(w.import).click();
      const dialog = op.getByRole('dialog');
      await dialog.getByRole('combobox', { name: w.uploadType }).click();
      await op.getByRole('option', { name: w.import, exact: true }).click();
      await dialog.locator('input[type="file"]').first().setInputFiles(file);
      await op.screenshot({ path: info.outputPath(`shipment-import-${tag}.png`) });
      await dialog.getByRole('button', { name: w.import, exact: true }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      const found = await okApi(office.request, token, shipmentEndpoints.getPageList, {
        tab: 'all',
        keyword: containerNo,
        pageIndex: 1,
        pageSize: 10,
      } as never);
      expect(found.items).toHaveLength(1);
      const made = found.items[0]!;
      expect(made).toMatchObject({
        status: 'forecast',
        qtyTotal: 10,
        shipmentCount: 2,
        containerType: '40HQ',
      });
      await office.close();

      // The operator verifies it and it arrives; the PDA receives it whole and shelves it.
      await api(page, admin, shipmentEndpoints.verify, { ids: [made.id] });
      for (const action of ['depart', 'arrive'] as const)
        await api(page, admin, shipmentEndpoints.updateState, { ids: [made.id], action });
      await page.goto('/pda/receive');
      await expect(page.getByTestId('inbound-container').filter({ hasText: containerNo })).toBeVisible({
        timeout: 30_000,
      });
      await wedgeScan(page, containerNo);
      const count = page.getByRole('textbox', { name: w.count });
      for (const [sku, qty] of [
        [a!, 6],
        [b!, 4],
      ] as const) {
        await count.fill(String(qty));
        await wedgeScan(page, sku);
        await expect(page.getByTestId('scan-result')).toContainText(`${sku} · ${qty}/${qty}`);
      }
      await page.getByRole('textbox', { name: w.pallets }).fill('1');
      await page.getByTestId('receive-finish').click();
      await page.getByRole('dialog').getByRole('button', { name: w.finish }).click();
      await expect(page.getByTestId('scan-result')).toContainText(containerNo);
      await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });
      const received = await api(page, admin, shipmentEndpoints.getDetail, { id: made.id });
      expect(received.lines.map((l) => [l.receivedQty, l.damagedQty])).toEqual([
        [6, 0],
        [4, 0],
      ]);

      await page.goto('/pda/put-away');
      await expect(page.getByTestId('inbound-line').filter({ hasText: a! })).toBeVisible({ timeout: 30_000 });
      await putAwayOne(page, w, a!, locations[0]!.locationName, 6);
      await putAwayOne(page, w, b!, locations[0]!.locationName, 4);
      await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });
      expect((await api(page, admin, shipmentEndpoints.getDetail, { id: made.id })).status).toBe('shelved');
      expect(await stockOn(page, admin, user.warehouseId, locations[0]!.id)).toEqual({ [a!]: 6, [b!]: 4 });
    });
  });
}
