/**
 * Screenshots of the PDA's task screens at 360×640 in zh and en, from a server process of its own:
 *   node e2e/pda-screenshots.ts [outDir]
 */
import { chromium, type Page } from '@playwright/test';
import {
  orderListEndpoints,
  orderMoveEndpoints,
  palletCodeEndpoints,
  productEndpoints,
  returnEndpoints,
  syncEndpoints,
} from '@wms/api';
import { okApi } from './support/api-call.ts';
import { pendingAcmeOrder } from './support/order-seed.ts';
import { ownServer } from './support/own-server.ts';
import { api, backOfficeUser, newPalletCode, wedgeScans } from './support/pda-helpers.ts';
import { loginPda } from './support/pda-login.ts';
import { checkOutElsewhere, pickListFor } from './support/pda-pick-setup.ts';

const out = process.argv[2] ?? new URL('../docs/screenshots', import.meta.url).pathname;
const server = ownServer(Number(process.env.SCREENSHOT_PORT ?? 8898));
await server.start();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function shoot(page: Page, name: string, locale: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/pda-${name}-${locale === 'en' ? 'en' : 'zh'}.png` });
}

try {
  for (const locale of ['zh-CN', 'en']) {
    // The sign-in screen of a fresh device, the account typed and the puzzle loaded.
    const fresh = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 640 } });
    await fresh.addInitScript((lng) => localStorage.setItem('wms.locale', lng), locale);
    const signIn = await fresh.newPage();
    await signIn.goto('/pda/');
    await signIn.getByRole('button', { name: /^(登录|Sign in)$/ }).waitFor({ timeout: 30_000 });
    await signIn.getByRole('textbox').first().fill('pda03');
    await signIn.getByTestId('slider-handle').waitFor({ timeout: 15_000 });
    await shoot(signIn, 'sign-in', locale);
    await fresh.close();

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 640 } });
    await context.addInitScript((lng) => localStorage.setItem('wms.locale', lng), locale);
    const page = await context.newPage();
    const picker = await loginPda(page, { account: 'pda01' });
    // A list picked part-way, and a short pick that leaves units to relist.
    const pick = await pickListFor(page, picker, 6);
    const short = await pickListFor(page, picker, 2);
    const taken = await pickListFor(page, picker, 1);
    await checkOutElsewhere(page, pick.admin, taken.pickListId);
    const deviceId = crypto.randomUUID();
    const line = short.lines[0]!;
    let seq = 0;
    const event = (type: string, payload: Record<string, unknown>) => ({
      eventId: crypto.randomUUID(),
      deviceSeq: ++seq,
      type,
      payload,
      createdAt: new Date().toISOString(),
    });
    await api(page, picker, syncEndpoints.push, {
      deviceId,
      events: [
        event('pick.checkOut', { pickListId: short.pickListId }),
        event('pick.confirm', {
          pickListId: short.pickListId,
          lineId: line.id,
          locationId: line.locationId,
          qty: 1,
          code: short.productNo,
        }),
        event('pick.outOfStock', { pickListId: short.pickListId, lineId: line.id }),
      ],
    });

    await page.goto('/pda/');
    await page.getByTestId('home-relist-count').waitFor({ timeout: 30_000 });
    await shoot(page, 'home', locale);
    await page.goto('/pda/pick');
    await page.getByTestId('pick-list-card').first().waitFor();
    await shoot(page, 'pick-lists', locale);
    await page.getByTestId('pick-list-card').filter({ hasText: pick.pickListNo }).click();
    await page
      .getByRole('button')
      .filter({ hasText: /Check out|领取/ })
      .click();
    const first = pick.lines[0]!;
    await wedgeScans(page, [first.locationName, pick.productNo, pick.productNo]);
    await page.getByTestId('scan-result').filter({ hasText: '2/' }).waitFor();
    await shoot(page, 'pick', locale);

    await page.goto('/pda/relist');
    await page.getByTestId('relist-item').first().waitFor();
    await wedgeScans(page, [short.productNo]);
    await page.getByTestId('scan-result').waitFor();
    await shoot(page, 'relist', locale);

    await page.goto('/pda/lookup');
    await wedgeScans(page, [first.locationName]);
    await page.getByTestId('lookup-rows').waitFor();
    await shoot(page, 'lookup', locale);

    await context.close();

    const palletContext = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 360, height: 640 },
    });
    await palletContext.addInitScript((lng) => localStorage.setItem('wms.locale', lng), locale);
    const palletPage = await palletContext.newPage();
    const worker = await loginPda(palletPage, { account: 'pda02' });
    const { code, id } = await newPalletCode(palletPage, worker);
    await palletPage.goto('/pda/pallet');
    // Scans reach the page once its scanner listens (the prompt is up), and cartons go on once the pallet
    // is open: in one burst they could beat either.
    await palletPage.getByRole('button', { name: /^(生成托盘码|Generate a pallet code)$/ }).waitFor();
    await wedgeScans(palletPage, [code]);
    await palletPage.getByTestId('pallet-code').filter({ hasText: code }).waitFor();
    await wedgeScans(palletPage, [`${code}-C1`, `${code}-C2`, `${code}-C3`]);
    await palletPage.getByTestId('carton-qty').filter({ hasText: '3' }).waitFor();
    await shoot(palletPage, 'pallet', locale);
    // A scan queued offline while the back office finishes the pallet: refused, to review on the sync screen.
    await palletPage.getByTestId('pending-badge').waitFor({ state: 'hidden', timeout: 30_000 });
    await palletContext.setOffline(true);
    await wedgeScans(palletPage, [`${code}-C4`]);
    await palletPage.getByTestId('pending-badge').filter({ hasText: '1' }).waitFor();
    await api(palletPage, await backOfficeUser(palletPage), palletCodeEndpoints.close, { id });
    await palletContext.setOffline(false);
    await palletPage.goto('/pda/sync');
    await palletPage
      .getByTestId(/^count-(Needs review|待处理)$/)
      .filter({ hasText: '1' })
      .waitFor({ timeout: 30_000 });
    await palletPage.waitForLoadState('networkidle');
    await shoot(palletPage, 'sync', locale);

    // A returned parcel counted in: two towels scanned good, one switched to damaged.
    const admin = (await backOfficeUser(palletPage)).token;
    const made = await pendingAcmeOrder(palletPage.request, admin, 'ACME-TOWEL');
    await okApi(palletPage.request, admin, orderMoveEndpoints.markOrder, { ids: [made.id], mark: 'shipped' });
    const order = await okApi(palletPage.request, admin, orderListEndpoints.getDetail, { id: made.id });
    const towel = (
      await okApi(palletPage.request, admin, productEndpoints.getAllList, { customerId: order.customerId })
    ).find((p) => p.productNo === 'ACME-TOWEL')!;
    const ret = await okApi(palletPage.request, admin, returnEndpoints.create, {
      orderId: order.id,
      trackingNo: `RET-${order.orderNo}`,
      returnRemarks: locale === 'en' ? 'Wrong colour' : '颜色不对',
      items: [{ productId: towel.id, quantity: 3 }],
    });
    await palletPage.goto('/pda/');
    await palletPage.reload();
    await palletPage.goto('/pda/return-receive');
    await palletPage
      .getByTestId('return-card')
      .filter({ hasText: ret.trackingNo })
      .waitFor({ timeout: 90_000 });
    await shoot(palletPage, 'return-list', locale);
    await wedgeScans(palletPage, [ret.trackingNo]);
    await palletPage.getByTestId('return-line').waitFor();
    await wedgeScans(palletPage, ['ACME-TOWEL', 'ACME-TOWEL']);
    await palletPage
      .getByTestId('return-condition')
      .getByText(/^(Damaged|残次品)$/)
      .click();
    await wedgeScans(palletPage, ['ACME-TOWEL']);
    await palletPage.getByTestId('scan-result').filter({ hasText: /1/ }).waitFor();
    await shoot(palletPage, 'return-receive', locale);
    await palletContext.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
