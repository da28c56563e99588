import { expect, test } from '@playwright/test';
import { authEndpoints, userEndpoints } from '@wms/api';
import { apiLogin, sessionHeaders } from '../support/login.ts';
import { EN, loginThroughPage, ZH } from '../support/shell-login.ts';

const LOGIN = {
  'en-US': {
    labels: EN,
    title: 'Log in to the warehouse management system',
    accountRequired: 'Please enter the account',
    refused: 'The account or password is incorrect',
    userMenu: 'User menu',
    logout: 'Log out',
  },
  'zh-CN': {
    labels: ZH,
    title: '登录仓储管理系统',
    accountRequired: '请输入账号',
    refused: '账号或密码错误',
    userMenu: '用户菜单',
    logout: '退出登录',
  },
} as const;

test.describe('shell: login with the slider puzzle', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`[${locale}] a guarded address sends to login; a wrong password is refused; after the slider the user lands where they were going`, async ({
      browser,
    }) => {
      const t = LOGIN[locale];
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/download/center');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdownload%2Fcenter/);
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      await page.getByRole('button', { name: t.labels.login, exact: true }).click();
      await expect(page.getByText(t.accountRequired)).toBeVisible();

      await loginThroughPage(page, 'admin01', 'Wrong12345', t.labels);
      await expect(page.getByRole('alert')).toContainText(t.refused);
      await expect(page).toHaveURL(/\/login/);
      await loginThroughPage(page, 'admin01', 'Admin12345', t.labels);
      await expect(page).toHaveURL(/\/download\/center$/);
      await expect(page.getByRole('button', { name: t.userMenu })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeTruthy();

      await page.getByRole('button', { name: t.userMenu }).click();
      await page.getByRole('menuitem', { name: t.logout }).click();
      await expect(page).toHaveURL(/\/login/);
      expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeNull();
      await context.close();
    });
  }

  test('the slider works from the keyboard alone', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    const handle = page.getByTestId('slider-handle');
    await handle.focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+ArrowRight' : 'ArrowRight');
      await page.waitForTimeout(40 + (i % 4) * 25);
    }
    await expect(handle).toHaveAttribute('aria-valuenow', /[1-9]/);
    await page.keyboard.press('Enter');
    // An arbitrary drop almost never fits the gap: the server refuses it and a new puzzle comes.
    await expect(page.getByText(/Verified|Verification failed/)).toBeVisible();
    await context.close();
  });
});

test.describe('shell: forced password change', () => {
  for (const [locale, labels, texts] of [
    [
      'en-US',
      EN,
      { title: 'Change password', newPw: 'New password', confirm: 'Confirm password', ok: 'Confirm' },
    ],
    ['zh-CN', ZH, { title: '修改密码', newPw: '新密码', confirm: '确认密码', ok: '确定' }],
  ] as const) {
    test(`${locale}: a user who must change the password cannot dismiss the dialog, then logs in again`, async ({
      browser,
      request,
    }) => {
      const admin = sessionHeaders(await apiLogin(request, 'admin01', 'Admin12345'));
      const groups = await (await request.get(authEndpoints.getUserGroups.path, { headers: admin })).json();
      const role = groups.data.find((g: { code: string }) => g.code === 'warehouseManager');
      const account = `force${locale.slice(0, 2)}${Date.now() % 100000}`;
      const created = await request.post(userEndpoints.createNew.path, {
        headers: admin,
        data: {
          account,
          kind: 'staff',
          displayName: `Forced ${locale}`,
          roleId: role.id,
          password: 'First12345',
          confirmPassword: 'First12345',
          needChangePwd: true,
        },
      });
      expect((await created.json()).success).toBe(true);

      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/login');
      await loginThroughPage(page, account, 'First12345', labels);
      const dialog = page.getByRole('dialog', { name: texts.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: /close|关闭/i })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: /Cancel|取消/ })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(texts.newPw).fill('Second12345');
      await dialog.getByLabel(texts.confirm).fill('Second99999');
      await dialog.getByRole('button', { name: texts.ok }).click();
      await expect(dialog.getByText(/inconsistent|不一致/)).toBeVisible();
      await dialog.getByLabel(texts.confirm).fill('Second12345');
      await dialog.getByRole('button', { name: texts.ok }).click();
      // The logout that follows may add a "session expired" toast: the first match is the change's own.
      await expect(page.getByText(/please log in again|请重新登录/).first()).toBeVisible();
      await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
      const again = await apiLogin(request, account, 'Second12345');
      expect(again.needChangePwd).toBe(false);
      await context.close();
    });
  }
});
