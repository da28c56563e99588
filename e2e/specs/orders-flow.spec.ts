import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { type EndpointOutput, orderListEndpoints, pickingOrderEndpoints, stockEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { wedgeScans } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';
import { pdfText } from '../support/pdf-text.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const SKU = 'ACME-LAMP';
const QTY = 2;

/** Signs pda01 in on a handheld-sized page, checks the list out and scans every line in walking order. */
async function pickOnPda(
  browser: Browser,
  pickListNo: string,
  lines: Array<{ locationName: string; productNo: string; qty: number; pickedQty: number }>,
) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 640 } });
  const pda = await context.newPage();
  await loginPda(pda, { account: 'pda01' });
  await pda.goto('/pda/pick');
  await pda.getByTestId('pick-list-card').filter({ hasText: pickListNo }).click({ timeout: 20_000 });
  await pda.getByRole('button', { name: 'Check out this pick list' }).click();
  for (const line of lines) {
    const left = line.qty - line.pickedQty;
    await expect(pda.getByTestId('pick-location')).toHaveText(line.locationName);
    await wedgeScans(pda, [line.locationName, ...Array(left).fill(line.productNo)]);
    await expect(pda.getByTestId('scan-result')).toContainText(`${line.qty}/${line.qty}`);
  }
  await expect(pda.getByTestId('pick-done')).toBeVisible();
  await expect(pda.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });
  await context.close();
}

/** Opens a list page; its chunk loads lazily, which takes a while on the shared machine. */
async function open(list: ResourceListPage, url: string) {
  await list.page.goto(url);
  await expect(list.root).toBeVisible();
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function stockOf(page: Page, token: string, warehouseId: string) {
  const page1 = await okApi(page.request, token, stockEndpoints.getOverviewPageList, {
    warehouseId,
    productNos: SKU,
    pageIndex: 1,
    pageSize: 10,
  });
  return page1.items.find((row) => row.productNo === SKU)!;
}

test.describe('drop-shipping order to shipped parcel', () => {
  test('creates an order, picks it through a pick list, ships it and prints the label', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/order/drop-shipping/index?status=pending');
    const orders = new ResourceListPage(page, 'orders', '/OMS/Order/GetAllPageList');
    await expect(orders.root).toBeVisible();

    // Create the order in the dialog.
    await orders.toolbarButton('Create order').click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Customer', /^ACME /);
    await choose(page, 'Warehouse', 'Los Angeles Warehouse');
    await dialog.getByRole('textbox', { name: 'Recipient', exact: true }).fill('Jane Buyer');
    await dialog.getByRole('textbox', { name: 'State or province', exact: true }).fill('CA');
    await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Los Angeles');
    await dialog.getByRole('textbox', { name: 'Postal code', exact: true }).fill('90001');
    await dialog.getByRole('textbox', { name: 'Address 1', exact: true }).fill('100 Main St');
    await dialog.getByRole('button', { name: 'Validate address' }).click();
    await expect(dialog.getByTestId('address-check')).toHaveText('The address is valid');
    await dialog.getByRole('textbox', { name: 'SKU', exact: true }).fill(SKU);
    await dialog.getByRole('textbox', { name: 'Sale quantity', exact: true }).fill(String(QTY));
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/OMS/Order/CreateOrder')),
      dialog.getByRole('button', { name: 'Save' }).click(),
    ]);
    const order = (await created.json()).data as EndpointOutput<typeof orderListEndpoints.getDetail>;
    await expect(orders.row(order.orderNo)).toBeVisible();
    await expect(orders.row(order.orderNo)).toContainText('Pending');
    const before = await stockOf(page, token, order.warehouseId);

    // Generate a single-product pick list from just this order (so the PDA walks only its lines, and no
    // other spec's orders), then assign the PDA picker on the pick list page.
    await orders.selectRow(order.orderNo);
    await orders.toolbarButton('Generate pick list').click();
    await expect(page.getByRole('dialog')).toContainText(order.orderNo);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const lists = new ResourceListPage(page, 'pick-lists-single', '/PickingOrder/GetPickingOrderPageList');
    await open(lists, '/picking/pick-list/single-product');
    await lists.fillFilter('Order number', order.orderNo);
    await lists.search();
    await expect(lists.rows()).toHaveCount(1);
    await lists.selectRow('PK');
    await lists.toolbarButton('Assign picker').click();
    await choose(page, 'Picker', /pda01/);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(lists.rows().first()).toContainText('PDA 01');

    // The route on the aisle map, with its distance next to S-shape's.
    await lists.rowAction('PK', 'Route');
    await expect(page.getByTestId('route-map')).toBeVisible();
    await expect(page.getByTestId('route-stop').first()).toBeVisible();
    await expect(page.getByTestId('s-shape-distance')).toContainText('m');
    const listId = new URL(page.url()).searchParams.get('dialogId')!;
    await page.keyboard.press('Escape');

    // The picker picks the list on the PDA (a handheld at 360×640), scanning each line's location and
    // then its product once per unit, and the outbox syncs it. The list holds this order only.
    const detail = await okApi(page.request, token, pickingOrderEndpoints.getPickingOrderDetail, {
      id: listId,
    });
    const walk = [...detail.lines].filter((l) => l.state !== 'outOfStock').sort((a, b) => a.seq - b.seq);
    expect(walk.length).toBeGreaterThan(0);
    expect(walk.every((l) => l.orderId === order.id && l.productNo === SKU)).toBe(true);
    expect(walk.reduce((n, l) => n + l.qty, 0)).toBe(QTY);
    await pickOnPda(browser, detail.pickListNo, walk);
    const picked = await okApi(page.request, token, pickingOrderEndpoints.getPickingOrderDetail, {
      id: listId,
    });
    expect(picked.state).toBe('picked');
    expect(picked.lines.filter((l) => l.orderId === order.id).every((l) => l.pickedQty === l.qty)).toBe(true);
    // Units of this SKU the PDA took off the shelves: exactly the order's quantity.
    const pickedOfSku = picked.lines.filter((l) => l.productNo === SKU).reduce((n, l) => n + l.pickedQty, 0);
    expect(pickedOfSku).toBe(QTY);

    // The picked order waits on the pending delivery page, and the side menu's badge counts it.
    const pending = new ResourceListPage(page, 'pending-delivery', '/OMS/Order/GetAllPageList');
    await open(pending, '/delivery/pending/index');
    await pending.fillFilter('Order number', order.orderNo);
    await pending.search();
    await expect(pending.row(order.orderNo)).toContainText('To be scanned');
    const { count } = await okApi(page.request, token, orderListEndpoints.getPendingCount, {});
    expect(count).toBeGreaterThan(0);
    await expect(
      page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name: /Pending delivery/ }),
    ).toContainText(String(count));

    // Package, shipment and label from the order list.
    await open(orders, '/order/drop-shipping/index?status=toBeDelivered');
    await orders.fillFilter('Order number', order.orderNo);
    await orders.search();
    await expect(orders.rows()).toHaveCount(1);
    await expect(orders.row(order.orderNo)).toContainText('To be scanned');
    await orders.selectRow(order.orderNo);
    await orders.toolbarButton('Package').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add package' }).click();
    const sizes = { Length: '10', Width: '8', Height: '6', Weight: '4' };
    for (const [label, value] of Object.entries(sizes))
      await page.getByRole('dialog').getByRole('textbox', { name: label, exact: true }).fill(value);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await orders.rowAction(order.orderNo, 'Create shipment');
    const ship = page.getByRole('dialog');
    await ship.getByRole('button', { name: 'Trial freight' }).click();
    await expect(ship.getByTestId('trial-results')).toBeVisible();
    await ship.getByRole('button', { name: 'Create shipment' }).click();
    const trackingNo = (await ship.getByTestId('tracking-no').textContent())!.trim();
    expect(trackingNo.length).toBeGreaterThan(5);
    const labelUrl = (await ship.getByTestId('label-link').getAttribute('href'))!;
    const label = await page.request.get(labelUrl);
    expect(label.headers()['content-type']).toBe('application/pdf');
    const pdf = await label.body();
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdfText(pdf).replace(/\s/g, '')).toContain(trackingNo);
    await ship.getByRole('button', { name: 'Close' }).click();

    // Outbound: the order is shipped, and stock dropped by exactly the picked quantity.
    await orders.selectRow(order.orderNo);
    await orders.toolbarButton('Outbound').click();
    await orders.confirm();
    await expect(orders.emptyState()).toBeVisible();
    await orders.selectTab(/^Shipped/);
    await expect(orders.row(order.orderNo)).toContainText('Shipped');
    await expect(orders.row(order.orderNo)).toContainText(trackingNo);
    const after = await stockOf(page, token, order.warehouseId);
    expect(after.quantity).toBe(before.quantity - pickedOfSku);
    await context.close();
  });
});
