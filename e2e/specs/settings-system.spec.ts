import { expect as baseExpect, test } from '@playwright/test';
import {
  type RouteCode,
  roleEndpoints,
  routeTo,
  SETTINGS_DEFAULTS,
  settingsEndpoints,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

/** The machine running e2e is shared: a refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  'zh-CN': {
    save: '保存',
    fields: {
      shipping: '默认体积重系数',
      misc: '拣货单领取时长（分钟）',
      basic: '登录有效期（小时）',
      other: '评分统计天数',
    },
    wms: 'WMS 配置',
    warehouses: '仓库',
  },
  'en-US': {
    save: 'Save',
    fields: {
      shipping: 'Default dimensional divisor',
      misc: 'Pick list lease (minutes)',
      basic: 'Session length (hours)',
      other: 'Scoring window (days)',
    },
    wms: 'WMS configuration',
    warehouses: 'Warehouses',
  },
} as const;

const PAGES = [
  ['shipping', 'system.shipping-settings', 'defaultDimDivisor', 166],
  ['misc', 'system.misc-settings', 'pickLeaseMinutes', 45],
  ['basic', 'system.basic-settings', 'sessionHours', 10],
  ['other', 'system.other-settings', 'scoringWindowDays', 60],
] as const satisfies readonly [keyof typeof SETTINGS_DEFAULTS, RouteCode, string, number][];

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: each settings page saves its group, refuses an out-of-range value, and an account's WMS configuration opens by route`, async ({
    browser,
  }, info) => {
    const text = TEXT[locale];
    const tag = locale === 'zh-CN' ? 'zh' : 'en';
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, context.request, routeTo('system.shipping-settings'));
    try {
      for (const [group, route, key, value] of PAGES) {
        await page.goto(routeTo(route));
        const field = page.getByRole('textbox', { name: text.fields[group] });
        await expect(field).toHaveValue(String((SETTINGS_DEFAULTS[group] as Record<string, number>)[key]));
        // Out of range: the form says so and nothing is saved.
        await field.fill('5000');
        await page.getByRole('button', { name: text.save }).click();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        expect((await okApi(page.request, token, settingsEndpoints.getAll, {}))[group]).toEqual(
          SETTINGS_DEFAULTS[group],
        );
        await field.fill(String(value));
        await page.getByRole('button', { name: text.save }).click();
        await expect
          .poll(async () => (await okApi(page.request, token, settingsEndpoints.getAll, {}))[group])
          .toEqual({ [key]: value });
        if (group === 'shipping')
          await page.screenshot({ path: info.outputPath(`settings-shipping-${tag}.png`) });
      }

      // An account's WMS configuration, opened by its route, saves its warehouse list.
      const suffix = `${tag}${Date.now().toString(36)}`;
      const [role] = await okApi(page.request, token, roleEndpoints.getAll, {});
      const account = `wms${suffix}`;
      await okApi(page.request, token, userEndpoints.createNew, {
        account,
        displayName: `WMS ${suffix}`,
        kind: 'staff',
        roleId: role!.id,
        password: 'Wms123456',
        confirmPassword: 'Wms123456',
        needChangePwd: false,
      } as never);
      const { items } = await okApi(page.request, token, userEndpoints.getUserNewList, {
        pageIndex: 1,
        pageSize: 10,
        account,
      });
      const [warehouse] = await okApi(page.request, token, warehouseEndpoints.getList, {});
      await page.goto(routeTo('system.wms-config', { id: items[0]!.id }));
      const dialog = page.getByRole('dialog', { name: new RegExp(text.wms) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox', { name: text.warehouses, exact: true }).click();
      await page.getByRole('option', { name: warehouse!.warehouseName }).click();
      await page.screenshot({ path: info.outputPath(`settings-wms-config-${tag}.png`) });
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog).toBeHidden();
      const detail = await okApi(page.request, token, userEndpoints.getUserNewDetail, { id: items[0]!.id });
      expect(detail.warehouseList.map((w) => w.warehouseId)).toEqual([warehouse!.warehouseId]);
      await expect(page.getByTestId('account-config')).toContainText(warehouse!.warehouseName);
    } finally {
      for (const [group] of PAGES) {
        const save = {
          shipping: settingsEndpoints.saveShipping,
          misc: settingsEndpoints.saveMisc,
          basic: settingsEndpoints.saveBasic,
          other: settingsEndpoints.saveOther,
        }[group];
        await okApi(page.request, token, save, SETTINGS_DEFAULTS[group] as never);
      }
      await context.close();
    }
  });
}
