import { type APIRequestContext, expect, test } from '@playwright/test';
import { resourceEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { BACKOFFICE_TOKEN_KEY } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';

/**
 * The server menu routes the demo catalogue has no example of, created through the real
 * System/Resource API as admin01 (platform tenant): a `/blank` page (new window, no menu or top bar), a
 * `/bank/` page (its own route group, outside the layout), linkType 2 with openMode 1 (embedded) and
 * openMode 2 (new window). They are removed again after the spec.
 */
const tag = `e2e${Date.now() % 1_000_000}`;
const created: string[] = [];
let adminToken = '';

async function createResource(request: APIRequestContext, input: Record<string, unknown>) {
  const record = await okApi(request, adminToken, resourceEndpoints.create, {
    isValidation: false,
    ...input,
  } as Parameters<typeof okApi<typeof resourceEndpoints.create>>[3]);
  created.push(record.id);
  return record;
}

test.describe
  .serial('shell: server menu routes (/blank, /bank, openMode 1 and 2)', () => {
    test.beforeAll(async ({ request }) => {
      adminToken = (await apiLogin(request, 'admin01', 'Admin12345')).accessToken;
      const menu = await createResource(request, {
        title: `链接${tag}`,
        title_En: `Links ${tag}`,
        code: `${tag}.menu`,
        resourceType: 1,
        orderIndex: 0,
      });
      const page = (code: string, fields: Record<string, unknown>) =>
        createResource(request, { parentId: menu.id, resourceType: 2, code: `${tag}.${code}`, ...fields });
      await page('blank', {
        title: '空白帮助',
        title_En: 'Blank help',
        path: `/blank/${tag}/help`,
        viewPath: 'shell/help-center',
        orderIndex: 1,
      });
      await page('bank', {
        title: '银行更新',
        title_En: 'Bank update',
        path: `/bank/${tag}/update`,
        viewPath: 'shell/system-update',
        orderIndex: 2,
      });
      await page('embedded', {
        title: '嵌入版本',
        title_En: 'Embedded version',
        path: `/${tag}/embedded`,
        linkType: 2,
        openMode: 1,
        viewPath: '/version.json',
        orderIndex: 3,
      });
      await page('window', {
        title: '新窗口版本',
        title_En: 'Window version',
        path: `/${tag}/window`,
        linkType: 2,
        openMode: 2,
        viewPath: '/version.json?from=menu',
        orderIndex: 4,
      });
    });

    test.afterAll(async ({ request }) => {
      for (const id of created.reverse()) await okApi(request, adminToken, resourceEndpoints.remove, { id });
    });

    for (const [locale, t] of [
      [
        'en-US',
        {
          menu: `Links ${tag}`,
          blank: 'Blank help',
          bank: 'Bank update',
          embedded: 'Embedded version',
          window: 'Window version',
          main: 'Main menu',
          side: 'Side menu',
          help: 'Help center',
          update: 'System update',
          frame: 'Embedded page: Embedded version',
        },
      ],
      [
        'zh-CN',
        {
          menu: `链接${tag}`,
          blank: '空白帮助',
          bank: '银行更新',
          embedded: '嵌入版本',
          window: '新窗口版本',
          main: '主菜单',
          side: '侧边菜单',
          help: '帮助中心',
          update: '系统更新',
          frame: '嵌入页面：嵌入版本',
        },
      ],
    ] as const) {
      test(`[${locale}] /blank opens in a new window without menu or top bar; /bank outside the layout; openMode 1 embeds, 2 opens a window`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(60_000);
        const session = await apiLogin(request, 'admin01', 'Admin12345');
        const context = await browser.newContext({ locale, viewport: { width: 1600, height: 900 } });
        await context.addInitScript(
          ([key, token]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, token);
          },
          [BACKOFFICE_TOKEN_KEY, session.accessToken] as const,
        );
        const page = await context.newPage();
        await page.goto('/order/review/index');
        const nav = page.getByRole('navigation', { name: t.main });
        await nav.getByRole('button', { name: t.menu, exact: true }).hover();

        // /blank: a new window with the page alone.
        const [blank] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('menuitem', { name: t.blank }).click(),
        ]);
        await expect(blank).toHaveURL(new RegExp(`/blank/${tag}/help$`));
        await expect(blank.getByRole('heading', { name: t.help, level: 3 })).toBeVisible();
        await expect(blank.getByRole('navigation', { name: t.main })).toHaveCount(0);
        await expect(blank.getByRole('navigation', { name: t.side })).toHaveCount(0);
        await expect(blank.locator('header')).toHaveCount(0);
        await blank.close();
        // The review page opens on its first tab (status=pending).
        await expect(page).toHaveURL(/\/order\/review\/index(\?status=pending)?$/);

        // openMode 1: the external page inside the layout, side menu and tab included.
        await page.goto(`/${tag}/embedded`);
        const frame = page.getByTitle(t.frame);
        await expect(frame).toHaveAttribute('src', '/version.json');
        await expect(page.frameLocator(`iframe[title="${t.frame}"]`).locator('body')).toContainText(
          '"version"',
        );
        await expect(
          page.getByRole('navigation', { name: t.side }).getByRole('button', { name: t.window }),
        ).toBeVisible();

        // openMode 2: the link opens in a new window, the layout stays where it was.
        const [popup] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('navigation', { name: t.side }).getByRole('button', { name: t.window }).click(),
        ]);
        await expect(popup).toHaveURL(/\/version\.json\?from=menu$/);
        await expect(popup.locator('body')).toContainText('"version"');
        await popup.close();
        await expect(page).toHaveURL(new RegExp(`/${tag}/embedded$`));

        // /bank/: its own route group, outside the layout.
        await page.getByRole('navigation', { name: t.side }).getByRole('button', { name: t.bank }).click();
        await expect(page).toHaveURL(new RegExp(`/bank/${tag}/update$`));
        await expect(page.getByRole('heading', { name: t.update })).toBeVisible();
        await expect(page.getByRole('navigation', { name: t.main })).toHaveCount(0);
        await context.close();
      });
    }
  });
