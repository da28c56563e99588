import { expect, type Page } from '@playwright/test';
import { decodePng, findGap, humanDragTrace } from '@wms/test-support/slider-solver';

/** Where the piece fits, read from the two images the login page shows (what a person looks at). */
async function gapX(page: Page): Promise<number> {
  const background = await page.getByRole('img', { name: /gap|缺口/ }).getAttribute('src');
  const piece = await page.getByTestId('slider-piece').getAttribute('src');
  const top = await page
    .getByTestId('slider-piece')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).top));
  return findGap(decodePng(background!), decodePng(piece!), top);
}

/** Drags the slider handle with the mouse, unevenly, to where the piece fits. */
export async function dragSlider(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  await expect(handle).toBeVisible();
  const x = await gapX(page);
  const box = (await handle.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  let last = 0;
  for (const point of humanDragTrace(x)) {
    await page.waitForTimeout(Math.max(0, point.t - last));
    last = point.t;
    await page.mouse.move(start.x + point.x, start.y + point.y);
  }
  await page.mouse.up();
}

/** Logs in through the login page like a user: account, password, the slider, then the button. */
export async function loginThroughPage(
  page: Page,
  account: string,
  password: string,
  labels = EN,
): Promise<void> {
  await page.getByRole('textbox', { name: labels.account, exact: true }).fill(account);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  for (let attempt = 0; attempt < 3; attempt++) {
    await dragSlider(page);
    const done = page.getByText(labels.verified);
    if (await done.isVisible({ timeout: 5000 }).catch(() => false)) break;
  }
  await expect(page.getByText(labels.verified)).toBeVisible();
  await page.getByRole('button', { name: labels.login, exact: true }).click();
}

export const EN = { account: 'Account', password: 'Password', verified: 'Verified', login: 'Log in' };
export const ZH = { account: '账号', password: '密码', verified: '验证通过', login: '登录' };
