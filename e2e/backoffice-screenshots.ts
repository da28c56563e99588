/**
 * Screenshots of the back office's login, dashboard and drop-shipping list at 1440×900 in zh and en, on
 * the demo data of a server process of its own (the e2e run changes its data on the way):
 *   node e2e/backoffice-screenshots.ts [outDir]
 */
import { chromium, type Page } from '@playwright/test';
import { workOrderEndpoints } from '@wms/api';
import { okApi } from './support/api-call.ts';
import { apiLogin } from './support/login.ts';
import { ownServer } from './support/own-server.ts';
import { EN, loginThroughPage, ZH } from './support/shell-login.ts';

const out = process.argv[2] ?? new URL('../docs/screenshots', import.meta.url).pathname;
const server = ownServer(Number(process.env.SCREENSHOT_PORT ?? 8897));
await server.start();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function shoot(page: Page, name: string, tag: string, fullPage = false) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage });
}

try {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const tag = locale === 'en-US' ? 'en' : 'zh';
    const context = await browser.newContext({
      baseURL: server.url,
      locale,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('slider-piece').waitFor({ timeout: 90_000 });
    await shoot(page, 'shell-login', tag);
    await loginThroughPage(page, 'admin01', 'Admin12345', locale === 'en-US' ? EN : ZH);
    await page.getByTestId('orders-total').waitFor({ timeout: 30_000 });
    await page.locator('.recharts-surface').first().waitFor();
    await shoot(page, 'dashboard', tag, true);
    await page.goto('/order/drop-shipping/index');
    await page.getByTestId('resource-orders').locator('tbody tr').first().waitFor();
    await shoot(page, 'orders-list', tag);
    // A ticket of the demo customer with an attachment-free thread: the customer asks, staff answer and bill.
    const customer = (await apiLogin(page.request, 'customer01', 'Customer12345')).accessToken;
    const staff = (await apiLogin(page.request, 'admin01', 'Admin12345')).accessToken;
    const ticket = await okApi(page.request, customer, workOrderEndpoints.create, {
      category: 'afterSales',
      type: 'damagedGoods',
      priority: 'urgent',
      title: locale === 'en-US' ? 'Two towels arrived torn' : '两条毛巾到货破损',
      description: locale === 'en-US' ? 'Order DS0001: please replace them.' : '订单 DS0001：请补发。',
      attachments: [],
      relatedNo: 'DS0001',
    });
    await okApi(page.request, staff, workOrderEndpoints.reply, {
      id: ticket.id,
      body: locale === 'en-US' ? 'We will send two new towels today.' : '今天补发两条新毛巾。',
      attachments: [],
    });
    await okApi(page.request, staff, workOrderEndpoints.addFee, {
      workOrderId: ticket.id,
      lineId: crypto.randomUUID(),
      category: 'handling',
      fee: 7.5,
      remark: locale === 'en-US' ? 'Repack' : '重新包装',
    });
    await page.goto('/work-order/list/index');
    await page.getByTestId('resource-work-orders').locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await shoot(page, 'work-orders-list', tag);
    await page.goto(`/work-order/list/detail?id=${ticket.id}`);
    await page.getByTestId('work-order-reply').first().waitFor({ timeout: 60_000 });
    await shoot(page, 'work-order-detail', tag, true);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
