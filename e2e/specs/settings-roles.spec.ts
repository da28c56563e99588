import { type Browser, expect as baseExpect, test } from '@playwright/test';
import {
  customerEndpoints,
  orderEditEndpoints,
  orderListEndpoints,
  roleEndpoints,
  routeTo,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';
import { serverMenus } from '../support/server-menus.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  'zh-CN': {
    addRole: '新增角色',
    code: '角色编码',
    name: '名称（中文）',
    nameEn: '名称（英文）',
    conditionWarehouses: '数据条件：仓库',
    save: '保存',
    empower: '授权',
    orders: '订单',
    savePermissions: '保存授权',
    addAccount: '新增账号',
    account: '账号',
    displayName: '姓名',
    role: '角色',
    password: '密码',
    confirmPassword: '确认密码',
    mustChange: '下次登录须修改密码',
  },
  'en-US': {
    addRole: 'Add role',
    code: 'Role code',
    name: 'Name (Chinese)',
    nameEn: 'Name (English)',
    conditionWarehouses: 'Data condition: warehouses',
    save: 'Save',
    empower: 'Permissions',
    orders: 'Orders',
    savePermissions: 'Save permissions',
    addAccount: 'Add account',
    account: 'Account',
    displayName: 'Name',
    role: 'Roles',
    password: 'Password',
    confirmPassword: 'Confirm password',
    mustChange: 'Must change password at next login',
  },
} as const;
type Locale = keyof typeof TEXT;

/** ACME and two of its warehouses, each with a fresh pending order made through the API. */
async function ordersInTwoWarehouses(request: Parameters<typeof okApi>[0], token: string) {
  const customers = await okApi(request, token, customerEndpoints.getChannelList, {
    pageIndex: 1,
    pageSize: 10,
  });
  const acme = customers.items.find((c) => c.customerCode === 'ACME')!;
  const warehouses = await okApi(request, token, orderListEndpoints.getWareHouseInfoByCustomerId, {
    customerId: acme.id,
  });
  const orderIn = (warehouseId: string) =>
    okApi(request, token, orderEditEndpoints.createOrder, {
      customerId: acme.id,
      warehouseId,
      recipient: {
        receiverName: 'Li Lei',
        state: 'CA',
        city: 'Ontario',
        postalCode: '91761',
        address1: '9 Vine',
      },
      items: [{ sku: 'ACME-TOWEL', saleNum: 1 }],
    });
  const [first, second] = warehouses;
  await orderIn(first!.warehouseId);
  if (second) await orderIn(second.warehouseId);
  return { warehouse: first!, other: second };
}

async function adminPage(browser: Browser, locale: Locale, path: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, context.request, path);
  return { context, page, token };
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: a role with a one-warehouse data condition limits a new account's menus and orders`, async ({
    browser,
  }, info) => {
    const text = TEXT[locale];
    const tag = locale === 'zh-CN' ? 'zh' : 'en';
    const suffix = `${locale === 'zh-CN' ? 'z' : 'e'}${Date.now().toString(36)}`;
    const { context, page, token } = await adminPage(browser, locale, routeTo('system.role'));
    const { warehouse, other } = await ordersInTwoWarehouses(page.request, token);

    // The administrator creates the role with a data condition of one warehouse.
    const roles = new ResourceListPage(page, 'roles', '/System/Role/GetPageList');
    // The first screen of a fresh browser loads every chunk from a busy shared server.
    await expect(roles.root).toBeVisible({ timeout: 60_000 });
    await roles.toolbarButton(text.addRole).click();
    const roleDialog = page.getByRole('dialog', { name: text.addRole });
    await roleDialog.getByRole('textbox', { name: text.code, exact: true }).fill(`ord${suffix}`);
    await roleDialog.getByRole('textbox', { name: text.name, exact: true }).fill(`订单员${suffix}`);
    await roleDialog.getByRole('textbox', { name: text.nameEn, exact: true }).fill(`Order clerk ${suffix}`);
    await roleDialog.getByTestId('condition-warehouses').click();
    await page.getByRole('option', { name: warehouse.warehouseName, exact: true }).click();
    await roleDialog.getByRole('button', { name: text.save }).click();
    await expect(roleDialog).toBeHidden();
    await expect(roles.row(`ord${suffix}`)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`settings-roles-${tag}.png`) });

    // Role-empower: tick the whole Orders menu; it shows checked, its pages with it.
    await roles.rowAction(`ord${suffix}`, text.empower);
    const tree = page.getByTestId('role-empower');
    const ordersMenu = tree.locator('[data-menu="menu.orders"]');
    await ordersMenu.getByRole('checkbox', { name: text.orders, exact: true }).check();
    await expect(ordersMenu.getByRole('checkbox', { name: text.orders, exact: true })).toBeChecked();
    await page.screenshot({ path: info.outputPath(`settings-role-empower-${tag}.png`) });
    await tree.getByRole('button', { name: text.savePermissions }).click();
    const all = await okApi(page.request, token, roleEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      keyword: `ord${suffix}`,
    });
    const role = all.items[0]!;
    await expect
      .poll(
        async () => (await okApi(page.request, token, roleEndpoints.getEmpowerTree, { id: role.id })).checked,
      )
      .toContain('oms:order:view');
    expect(role.dataCondition.warehouseIds).toEqual([warehouse.warehouseId]);

    // The administrator gives the role to a new account.
    await page.goto(routeTo('system.account'));
    const accounts = new ResourceListPage(page, 'accounts', '/System/User/GetUserNewList');
    await accounts.toolbarButton(text.addAccount).click();
    const accountDialog = page.getByRole('dialog', { name: text.addAccount });
    const account = `clerk${suffix}`;
    await accountDialog.getByRole('textbox', { name: text.account, exact: true }).fill(account);
    await accountDialog.getByRole('textbox', { name: text.displayName, exact: true }).fill('Clerk');
    await accountDialog.getByTestId('account-role').click();
    await page.getByRole('option', { name: new RegExp(`ord${suffix}`) }).click();
    await accountDialog.getByRole('textbox', { name: text.password, exact: true }).fill('Clerk12345');
    await accountDialog.getByRole('textbox', { name: text.confirmPassword, exact: true }).fill('Clerk12345');
    await accountDialog.getByRole('switch', { name: text.mustChange }).uncheck();
    await accountDialog.getByRole('button', { name: text.save }).click();
    await expect(accountDialog).toBeHidden();
    await expect(accounts.row(account)).toBeVisible();

    // The new account: only the Orders menu, only that warehouse's orders, and the server refuses the rest.
    const session = await apiLogin(context.request, account, 'Clerk12345');
    const clerk = session.accessToken;
    const menus = await serverMenus(context.request, clerk);
    const topMenus = menus.filter((m) => m.resourceType === 1 && m.parentId === null).map((m) => m.code);
    expect(topMenus).toEqual(['menu.orders']);
    const seen = await okApi(context.request, clerk, orderListEndpoints.getAllPageList, {
      pageIndex: 1,
      pageSize: 100,
    });
    expect(seen.items.length).toBeGreaterThan(0);
    expect(new Set(seen.items.map((o) => o.warehouseId))).toEqual(new Set([warehouse.warehouseId]));
    if (other) {
      const adminSees = await okApi(context.request, token, orderListEndpoints.getAllPageList, {
        pageIndex: 1,
        pageSize: 100,
      });
      expect(adminSees.items.some((o) => o.warehouseId === other.warehouseId)).toBe(true);
    }
    const refused = await callApi(context.request, clerk, warehouseEndpoints.create, {
      name: 'Nope',
      shortName: 'NO',
      warehouseKey: `N${suffix}`.slice(0, 10),
      territory: 'west',
      warningQuantity: 10,
    } as never);
    expect(refused.code).toBe('FORBIDDEN');
    const escalate = await callApi(context.request, clerk, userEndpoints.createNew, {} as never);
    expect(escalate.code).toBe('FORBIDDEN');
    await context.close();
  });
}
