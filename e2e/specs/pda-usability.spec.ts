import { type Browser, expect, type Page, test } from '@playwright/test';
import { decodePng, findGap } from '@wms/test-support/slider-solver';
import { openPalletByScan, outboxStates, wedgeScan, wedgeScans } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';
import { pickListFor } from '../support/pda-pick-setup.ts';
import { dragSlider } from '../support/shell-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const VIEW = { width: 360, height: 640 };

/** What a picker reads, in both languages. */
const T = {
  en: {
    locale: 'en-US',
    account: 'Account',
    password: 'Password',
    signIn: 'Sign in',
    verified: 'Verified',
    home: 'Pick',
    checkOut: 'Check out this pick list',
    confirmQty: 'Confirm quantity',
    oneLine: /1 line(?!s)/,
    over: (left: number, qty: number) => `needs ${left} more: ${qty} is too many`,
    complete: (no: string) => `Pick list ${no} is complete`,
    noLists: 'No pick lists are assigned to you',
    storageFull: 'storage is full, so the scan was NOT recorded',
  },
  zh: {
    locale: 'zh-CN',
    account: '账号',
    password: '密码',
    signIn: '登录',
    verified: '验证通过',
    home: '拣货',
    checkOut: '领取拣货单',
    confirmQty: '确认数量',
    oneLine: /1 行/,
    over: (left: number, qty: number) => `还需 ${left} 件，${qty} 件过多`,
    complete: (no: string) => `拣货单 ${no} 已完成`,
    noLists: '没有分配给你的拣货单',
    storageFull: '设备存储空间已满，本次扫描未记录',
  },
} as const;
type Lang = keyof typeof T;

async function handheld(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ locale: T[lang].locale, viewport: VIEW });
  return { context, page: await context.newPage() };
}

/** Nothing on the screen needs scrolling, sideways or down. */
async function fitsScreen(page: Page) {
  const size = await page.evaluate(() => ({
    h: document.documentElement.scrollHeight,
    w: document.documentElement.scrollWidth,
  }));
  expect(size.h).toBeLessThanOrEqual(VIEW.height);
  expect(size.w).toBeLessThanOrEqual(VIEW.width);
}

/** Where the puzzle piece fits, read from the images the screen shows. */
async function gapX(page: Page) {
  const background = await page.getByRole('img', { name: /gap|缺口/ }).getAttribute('src');
  const piece = page.getByTestId('slider-piece');
  const top = await piece.evaluate((el) => Number.parseFloat(getComputedStyle(el).top));
  return findGap(decodePng(background!), decodePng((await piece.getAttribute('src'))!), top);
}

test.describe('PDA sign-in on the handheld itself', () => {
  test('[en] with a hardware keyboard alone: account, Enter, password, Tab to the slider, arrows, Enter, sign in', async ({
    browser,
  }) => {
    const t = T.en;
    const { context, page } = await handheld(browser, 'en');
    await page.goto('/pda/');
    await expect(page.getByRole('textbox', { name: t.account })).toBeFocused();
    await fitsScreen(page);
    await page.keyboard.type('pda03');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: t.password })).toBeFocused();
    await page.keyboard.type('Pda12345');
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.getByTestId('slider-handle').waitFor();
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('slider-handle')).toBeFocused();
      const x = await gapX(page);
      for (let i = 0; i < Math.floor(x / 10); i++) {
        await page.keyboard.press('Shift+ArrowRight');
        await page.waitForTimeout(30 + (i % 3) * 20);
      }
      for (let i = 0; i < Math.round((x % 10) / 2); i++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(45);
      }
      await page.keyboard.press('Enter');
      if (
        await page
          .getByText(t.verified)
          .isVisible({ timeout: 5000 })
          .catch(() => false)
      )
        break;
      await page.getByRole('textbox', { name: t.password }).focus();
    }
    await expect(page.getByText(t.verified)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.signIn })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`menu-pda.pick`)).toBeVisible({ timeout: 20_000 });
    await context.close();
  });

  test('[zh] signs in with the finger-drag slider; the form fits 360×640', async ({ browser }) => {
    const t = T.zh;
    const { context, page } = await handheld(browser, 'zh');
    await page.goto('/pda/');
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await page.getByRole('textbox', { name: t.account }).fill('pda03');
    await page.getByRole('textbox', { name: t.password }).fill('Pda12345');
    await fitsScreen(page);
    for (let attempt = 0; attempt < 3; attempt++) {
      await dragSlider(page);
      if (
        await page
          .getByText(t.verified)
          .isVisible({ timeout: 5000 })
          .catch(() => false)
      )
        break;
    }
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByTestId('menu-pda.pick')).toBeVisible({ timeout: 20_000 });
    await context.close();
  });
});

for (const lang of ['en', 'zh'] as const) {
  test(`[${lang}] picking: only my lists, a quantity over what is left is refused, a complete list says so before and after sync`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = T[lang];
    const { context, page } = await handheld(browser, lang);
    const user = await loginPda(page, { account: 'pda01' });
    const setup = await pickListFor(page, user, 2);
    // Another list of the same warehouse, assigned to nobody: not "mine".
    const nobodys = await pickListFor(page, user, 1, { assign: false });
    await page.goto('/pda/pick');
    const card = page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(t.oneLine);
    await expect(page.getByTestId('pick-list-card').filter({ hasText: nobodys.pickListNo })).toHaveCount(0);
    await card.click();
    await page.getByRole('button', { name: t.checkOut }).click();
    const line = setup.lines[0]!;
    await wedgeScan(page, line.locationName);
    await page.getByRole('textbox', { name: /Quantity|数量/ }).fill('4');
    await page.getByRole('button', { name: t.confirmQty }).click();
    await expect(page.getByTestId('scan-result')).toContainText(t.over(2, 4));
    await expect(page.getByTestId('pick-progress')).toContainText('0 / 2');
    await wedgeScans(page, [setup.productNo, setup.productNo]);
    await expect(page.getByTestId('pick-done')).toBeVisible();
    await wedgeScan(page, setup.productNo);
    await expect(page.getByTestId('scan-result')).toContainText(t.complete(setup.pickListNo));
    // The route's state badges read whole at 360 px (read at once: the pending badge goes when the scans sync).
    const cut = await page
      .locator('.mantine-Badge-root')
      .evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
    expect(cut).toEqual([]);
    // Synced and pulled: the server drops the finished list from the device; its page still says it is complete.
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });
    await page.goto('/pda/pick');
    await expect(card).toHaveCount(0, { timeout: 30_000 });
    await page.goto(`/pda/pick/${setup.pickListId}`);
    await expect(page.getByTestId('pick-done')).toContainText(t.complete(setup.pickListNo));
    await expect(page.getByText(t.noLists)).toHaveCount(0);
    await context.close();
  });
}

test('[en, zh] a full device storage is explained and the scan stays unrecorded', async ({ browser }) => {
  for (const lang of ['en', 'zh'] as const) {
    const { context, page } = await handheld(browser, lang);
    const user = await loginPda(page, { account: 'pda01' });
    const setup = await pickListFor(page, user, 1);
    await page.goto('/pda/pick');
    await page.getByTestId('pick-list-card').filter({ hasText: setup.pickListNo }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: T[lang].checkOut }).click();
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 30_000 });
    const before = await outboxStates(page);
    // The disk is full: IndexedDB refuses every new row.
    await page.evaluate(() => {
      IDBObjectStore.prototype.add = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await wedgeScans(page, [setup.lines[0]!.locationName, setup.productNo]);
    await expect(page.getByTestId('scan-result')).toContainText(T[lang].storageFull);
    await expect(page.getByTestId('scan-result')).not.toContainText(/^QuotaExceededError$/);
    await expect(page.getByTestId('pick-progress')).toContainText('0 / 1');
    // No event was added. Earlier ones may still move on (sent → applied) meanwhile, so the total counts.
    const total = (states: Record<string, number>) => Object.values(states).reduce((a, b) => a + b, 0);
    expect(total(await outboxStates(page))).toBe(total(before));
    await context.close();
  }
});

test('[en] the cache age goes by the server clock when the device clock runs 3 hours ahead', async ({
  browser,
}) => {
  const { context, page } = await handheld(browser, 'en');
  await context.addInitScript(() => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + 3 * 3600_000;
  });
  await loginPda(page, { account: 'pda01' });
  await page.goto('/pda/pick');
  await expect(page.getByTestId('cache-age-pickLists')).toContainText(/updated (now|\d+ seconds? ago)/, {
    timeout: 20_000,
  });
  await context.close();
});

test('[en] pallet: a scan right after tapping "Scan product" is taken; its buttons fit 360 px', async ({
  browser,
}) => {
  const { context, page } = await handheld(browser, 'en');
  const user = await loginPda(page, { account: 'pda02' });
  const { code } = await openPalletByScan(page, user);
  await page.getByText('Scan product').click();
  // The scanner types into whatever has focus: here the toggle just tapped.
  await page.evaluate((text) => {
    for (const key of [...text, 'Enter'])
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
  }, `${code}-P`);
  await expect(page.getByTestId('product-qty')).toHaveText('1');
  for (const name of ['Close pallet', 'Another pallet']) {
    const cut = await page
      .getByRole('button', { name })
      .evaluate((el) => [...el.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1));
    expect(cut, name).toBe(false);
  }
  await context.close();
});
