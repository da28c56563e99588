import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  orderEditEndpoints,
  orderShippingEndpoints,
  palletCodeEndpoints,
  transferPalletEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { pendingAcmeOrder } from '../support/order-seed.ts';
import { labelPrinterListener, startPrintHelper } from '../support/print-helper.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';
import { palletisedAcmeTransfer } from '../support/transfer-seed.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

const TEXT = {
  en: {
    locale: 'en-US',
    userMenu: /User menu/,
    settings: 'Printer settings',
    port: 'Helper port',
    token: 'Pairing token',
    labelPrinter: '4×6 label printer',
    save: 'Save',
    print: 'Print labels',
    palletCode: 'Pallet code',
    orderNo: 'Order number',
    preview: 'PDF preview',
    reprint: 'Re-print',
    openPdf: 'Open PDF',
    sent: 'Sent',
    transID: 'Transfer number',
    printTransferPallets: 'Print pallet labels',
    progress: '20 of 20',
  },
  zh: {
    locale: 'zh-CN',
    userMenu: /用户菜单/,
    settings: '打印机设置',
    port: '助手端口',
    token: '配对码',
    labelPrinter: '4×6 标签打印机',
    save: '保存',
    print: '打印标签',
    palletCode: '托盘码',
    orderNo: '订单号',
    preview: 'PDF 预览',
    reprint: '重新打印',
    openPdf: '打开 PDF',
    sent: '已发送',
    transID: '转运单号',
    printTransferPallets: '打印托盘标签',
    progress: '20 / 20',
  },
} as const;

async function pairHelper(
  page: Page,
  t: (typeof TEXT)[keyof typeof TEXT],
  helper: { port: number; token: string },
) {
  const open = async () => {
    await page.getByRole('button', { name: t.userMenu }).click();
    await page.getByRole('menuitem', { name: t.settings }).click();
  };
  await open();
  const dialog = page.getByTestId('printer-settings');
  await dialog.getByRole('textbox', { name: t.port }).fill(String(helper.port));
  await dialog.getByRole('textbox', { name: t.token }).fill(helper.token);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
  // opened again, the dialog finds the paired helper and lists its printers. It asks the helper once when
  // it opens; on a busy machine a helper that answers late reads as missing, so look again.
  await expect(async () => {
    await open();
    try {
      await expect(dialog.getByTestId('print-helper-state')).toHaveAttribute('data-state', 'ready', {
        timeout: 10_000,
      });
    } catch (error) {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      throw error;
    }
  }).toPass({ timeout: 45_000 });
  await dialog.getByRole('combobox', { name: t.labelPrinter }).click();
  await page.getByRole('option', { name: /^desk-zpl/ }).click();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['en', 'zh'] as const) {
  test(`prints labels through the local print helper, or offers it for install (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const context = await browser.newContext({ locale: t.locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/picking/pallet-code/index');
    const order = await pendingAcmeOrder(request, token);
    const run = await okApi(request, token, palletCodeEndpoints.generate, {
      warehouseId: order.warehouseId,
      use: 'palletizing',
      printSize: '4x6',
      plqty: 20,
    });
    const codes = run.items.map((p) => p.palletCode);
    const pallets = new ResourceListPage(page, 'pallets', '/PalletCode/GetPageList');
    await pallets.setPageSize(50);
    await pallets.fillFilter(t.palletCode, codes.join(','));
    await pallets.search();
    await expect(pallets.rows()).toHaveCount(20);

    // No helper on its port: the print shows the install-and-refresh prompt, with the PDF as the way out.
    await pallets.selectRow(codes[0]!);
    await pallets.toolbarButton(t.print).click();
    const prompt = page.getByTestId('print-helper-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link')).toHaveAttribute('href', '/downloads/wms-print-helper.zip');
    await expect(prompt).toContainText(`node wms-print-helper/main.ts --origin ${new URL(baseURL!).origin}`);
    const zip = await page.request.get('/downloads/wms-print-helper.zip');
    expect(zip.headers()['content-type']).toBe('application/zip');
    await info(page, `print-helper-prompt-${lang}`);
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/PalletCode/Print')),
      prompt.getByRole('button', { name: t.openPdf }).click(),
    ]);
    expect((await pdf.json()).success).toBe(true);

    // With the helper running and paired, 20 pallet labels reach the printer as one job.
    const printer = await labelPrinterListener();
    const helper = await startPrintHelper({
      origin: new URL(baseURL!).origin,
      printer: `desk-zpl=127.0.0.1:${printer.port}`,
    });
    try {
      await pairHelper(page, t, helper);
      await pallets.root.locator('thead').getByRole('checkbox').check();
      await pallets.toolbarButton(t.print).click();
      const job = page.getByTestId('print-job').first();
      await expect(job.getByTestId('print-job-status')).toHaveText(t.sent);
      await expect(job).toContainText('20');
      const ids = run.items.map((p) => p.id);
      const expected = await okApi(request, token, palletCodeEndpoints.printZpl, { ids, dpi: 203 });
      await expect.poll(() => printer.text().length).toBe(expected.labels.join('').length);
      const received = printer.text();
      expect(received.match(/\^XA/g)).toHaveLength(20);
      for (const code of codes) expect(received).toContain(`^FD${code}^FS`);

      // The shipping label of a shipped order, re-printed from its PDF preview.
      printer.reset();
      await okApi(request, token, orderEditEndpoints.createOrUpdatePackage, {
        ids: [order.id],
        packages: [{ length: 10, width: 8, height: 6, weight: 4 }],
      });
      const shipment = await okApi(request, token, orderShippingEndpoints.createShipment, {
        ids: [order.id],
      });
      const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
      await orders.goto('/order/drop-shipping/index?status=toBeDelivered');
      await orders.fillFilter(t.orderNo, order.orderNo);
      await orders.search();
      await orders.rowAction(order.orderNo, t.preview);
      await page.getByRole('dialog').getByRole('button', { name: t.reprint }).click();
      await expect(page.getByTestId('print-job').first()).toContainText(shipment.trackingNo);
      await expect(page.getByTestId('print-job').first().getByTestId('print-job-status')).toHaveText(t.sent);
      const label = await okApi(request, token, orderShippingEndpoints.labelZpl, {
        ids: [order.id],
        dpi: 203,
      });
      await expect.poll(() => printer.text()).toBe(label.labels[0]);

      // The pallet labels of a whole transfer order palletised into 20 pallets, as one job from its list.
      printer.reset();
      const transfer = await palletisedAcmeTransfer(request, token, 20);
      const transfers = new ResourceListPage(page, 'transfers', '/WMS/TransShip/GetTransShipList');
      await transfers.goto('/order/freight-trucking/index');
      await transfers.fillFilter(t.transID, transfer.transID);
      await transfers.search();
      await transfers.selectRow(transfer.transID);
      await transfers.toolbarButton(t.printTransferPallets).click();
      const transferJob = page.getByTestId('print-job').first();
      await expect(transferJob).toContainText(transfer.transID);
      await expect(transferJob.getByTestId('print-job-status')).toHaveText(t.sent);
      await expect(transferJob).toContainText(t.progress);
      const transferLabels = await okApi(request, token, transferPalletEndpoints.printPalletLabelsZpl, {
        ids: [transfer.id],
        dpi: 203,
      });
      await expect.poll(() => printer.text()).toBe(transferLabels.labels.join(''));
      for (const code of transfer.palletCodes) expect(printer.text()).toContain(`^FD${code}^FS`);
      await info(page, `print-jobs-${lang}`);
    } finally {
      helper.stop();
      await printer.close();
      await context.close();
    }
  });
}

async function info(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}
