import { expect as baseExpect, test } from '@playwright/test';
import {
  customerEndpoints,
  productEndpoints,
  routeTo,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  tenantEndpoints,
  userEndpoints,
} from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';
import { EN, loginThroughPage, ZH } from '../support/shell-login.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** Two logins through the slider and a first password change: longer than one screen's check. */
test.describe.configure({ timeout: 180_000 });

const TEXT = {
  'en-US': {
    login: EN,
    create: 'New tenant',
    code: 'Tenant code',
    name: 'Tenant name',
    adminAccount: 'Administrator account',
    adminName: 'Administrator name',
    adminPassword: 'Initial password',
    save: 'Save',
    created: 'The tenant has been created',
    changePassword: 'Change password',
    newPw: 'New password',
    confirmPw: 'Confirm password',
    ok: 'Confirm',
    configInit: 'Initial configuration',
    finish: 'Finish initial configuration',
    gate: 'This version can not perform such action!',
    run: 'Run',
    push: 'Push',
    partner: 'Partner tenant',
    kinds: 'Shared data',
    products: 'Products',
    queued: 'The run has started: follow it in the task center',
    completed: 'Completed',
  },
  'zh-CN': {
    login: ZH,
    create: '新增租户',
    code: '租户编码',
    name: '租户名称',
    adminAccount: '管理员账号',
    adminName: '管理员姓名',
    adminPassword: '初始密码',
    save: '保存',
    created: '租户已创建',
    changePassword: '修改密码',
    newPw: '新密码',
    confirmPw: '确认密码',
    ok: '确定',
    configInit: '初始化配置',
    finish: '完成初始化配置',
    gate: '当前版本无法执行此操作！',
    run: '执行',
    push: '推送',
    partner: '对方租户',
    kinds: '共享数据',
    products: '产品',
    queued: '已开始执行，可在任务中心查看进度',
    completed: '已完成',
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  const text = TEXT[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';
  const stamp = `${tag}${Date.now() % 1_000_000}`;

  test(`tenants: the operator onboards a tenant, whose administrator configures it [${locale}]`, async ({
    browser,
  }) => {
    const operator = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await operator.newPage();
    const token = await openBackoffice(page, operator.request, routeTo('develop.tenants'));
    const tenants = new ResourceListPage(page, 'tenants', tenantAdminEndpoints.getTenantList.path);
    // the first screen of a lane's fresh server can take a while on a shared machine
    await expect(tenants.root).toBeVisible({ timeout: 30_000 });
    await tenants.toolbarButton(text.create).click();
    const dialog = page.getByRole('dialog', { name: text.create });
    const account = `boss${stamp}`;
    await dialog.getByRole('textbox', { name: text.code, exact: true }).fill(`e2e-${stamp}`);
    await dialog.getByRole('textbox', { name: text.name, exact: true }).fill(`E2E ${stamp}`);
    await dialog.getByRole('textbox', { name: text.adminAccount, exact: true }).fill(account);
    await dialog.getByRole('textbox', { name: text.adminName, exact: true }).fill('Boss');
    await dialog.getByLabel(text.adminPassword).fill('Welcome123');
    await page.screenshot({ path: `docs/screenshots/tenants-create-${tag}.png` });
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.created).first()).toBeVisible();
    await expect(tenants.row(`e2e-${stamp}`)).toBeVisible();
    const listed = await okApi(page.request, token, tenantAdminEndpoints.getTenantList, {
      keyword: `e2e-${stamp}`,
    });
    expect(listed.items[0]).toMatchObject({ edition: 'standard', adminAccount: account, initialized: false });
    await page.screenshot({ path: `docs/screenshots/tenants-list-${tag}.png` });
    await operator.close();

    // the administrator: forced password change, then /config/init
    const admin = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const adminPage = await admin.newPage();
    await adminPage.goto('/login');
    await loginThroughPage(adminPage, account, 'Welcome123', text.login);
    const change = adminPage.getByRole('dialog', { name: text.changePassword });
    await change.getByLabel(text.newPw).fill('Changed456');
    await change.getByLabel(text.confirmPw).fill('Changed456');
    await change.getByRole('button', { name: text.ok }).click();
    await expect(adminPage).toHaveURL(/\/login/, { timeout: 15_000 });
    await loginThroughPage(adminPage, account, 'Changed456', text.login);
    await expect(adminPage).toHaveURL(/\/config\/init/, { timeout: 45_000 });
    await expect(adminPage.getByRole('heading', { name: text.configInit })).toBeVisible();
    await expect(adminPage.getByTestId('setup-createWarehouse')).toBeVisible();
    await adminPage.screenshot({ path: `docs/screenshots/tenants-config-init-${tag}.png` });
    await adminPage.getByRole('button', { name: text.finish }).click();
    // The finish call, then the dashboard's first load: slow on a busy machine.
    await expect(adminPage).toHaveURL(/\/dashboard\/index/, { timeout: 30_000 });
    const adminToken = (await apiLogin(admin.request, account, 'Changed456')).accessToken;
    const info = await okApi(admin.request, adminToken, tenantEndpoints.getTenantInfo, {});
    expect(info).toMatchObject({ initialized: true, edition: 'standard', valueAdded: false });

    // the standard edition meets the version gate on the value-added data sync
    await adminPage.goto(routeTo('system.data-sync'));
    await expect(adminPage.getByRole('alert').getByText(text.gate)).toBeVisible();
    await adminPage.screenshot({ path: `docs/screenshots/tenants-version-gate-${tag}.png` });
    const refused = await callApi(
      admin.request,
      adminToken,
      tenantAccessEndpoints.productDataPush,
      { partnerTenantId: info.id },
      locale === 'en-US' ? 'en' : 'zh-CN',
    );
    expect(refused).toMatchObject({ code: 'VERSION_DENIED', message: text.gate });
    await admin.close();
  });

  test(`tenants: the operator pushes products to a related tenant and follows the run [${locale}]`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, context.request, routeTo('system.data-sync'));
    const me = await okApi(page.request, token, tenantEndpoints.getTenantInfo, {});
    // a partner tenant and a customer of our own with two products: what the relationship shares
    const partner = await okApi(page.request, token, tenantAdminEndpoints.createTenant, {
      code: `partner-${stamp}`,
      name: `Partner ${stamp}`,
      edition: 'professional',
      orderLimit: 1000,
      warehouseLimit: 2,
      customerLimit: 5,
      isPDA: false,
      adminAccount: `partner${stamp}`,
      adminDisplayName: 'Partner admin',
      adminEmail: null,
      adminPassword: 'Partner123',
    });
    const customerInput = {
      customerCode: `SYN${stamp}`.toUpperCase(),
      shortName: 'Sync',
      fullName: `Sync customer ${stamp}`,
    } as never;
    const customer = await okApi(page.request, token, customerEndpoints.createChannel, customerInput);
    // the partner's administrator: first password, then its own customer of the same code (where the
    // pushed products land)
    const first = await apiLogin(context.request, `partner${stamp}`, 'Partner123');
    await okApi(context.request, first.accessToken, userEndpoints.updatePasswordNew, {
      password: 'Partner456',
      confirmPassword: 'Partner456',
    });
    const partnerToken = (await apiLogin(context.request, `partner${stamp}`, 'Partner456')).accessToken;
    await okApi(context.request, partnerToken, tenantAdminEndpoints.finishInit, {});
    const partnerCustomer = await okApi(
      context.request,
      partnerToken,
      customerEndpoints.createChannel,
      customerInput,
    );
    for (const n of [1, 2])
      await okApi(page.request, token, productEndpoints.create, {
        customerId: customer.id,
        productNo: `SYN-${stamp}-${n}`,
        nameCn: '同步样品',
        nameEn: 'Sync-sample',
        declarationAmount: 3,
        cartonRate: 10,
        length: 5,
        width: 5,
        height: 5,
        weight: 1,
        cartonLength: 12,
        cartonWidth: 12,
        cartonHeight: 12,
        cartonWeight: 10,
      } as never);
    await okApi(page.request, token, tenantAdminEndpoints.saveRelation, {
      tenantId: me.id,
      partnerTenantId: partner.id,
      kind: 'cooperate',
      dataKinds: ['product'],
      customerIds: [customer.id],
    });

    const runs = new ResourceListPage(page, 'data-sync', tenantAccessEndpoints.getDataSyncPushList.path);
    await page.reload();
    await expect(runs.root).toBeVisible();
    await runs.toolbarButton(text.run).click();
    const dialog = page.getByRole('dialog', { name: text.run });
    await dialog.getByText(text.push, { exact: true }).click();
    await dialog.getByRole('combobox', { name: text.partner }).click();
    await page.getByRole('option', { name: new RegExp(`Partner ${stamp}`) }).click();
    await dialog.getByRole('combobox', { name: text.kinds }).click();
    await page.getByRole('option', { name: text.products, exact: true }).click();
    await dialog.getByRole('button', { name: text.ok }).click();
    await expect(page.getByText(text.queued).first()).toBeVisible();

    const row = runs.row(`Partner ${stamp}`);
    await expect(row).toContainText(text.completed, { timeout: 30_000 });
    const list = await okApi(page.request, token, tenantAccessEndpoints.getDataSyncPushList, {
      pageIndex: 1,
      pageSize: 10,
    });
    const run = list.items.find((r) => r.partnerTenantId === partner.id)!;
    expect(run).toMatchObject({
      direction: 'push',
      dataKind: 'product',
      state: 'completed',
      total: 2,
      created: 2,
    });
    await page.screenshot({ path: `docs/screenshots/tenants-data-sync-${tag}.png` });

    // the same run in the task center
    const tasks = new ResourceListPage(page, 'download-center', '/DownloadHistory/GetList');
    await page.goto(routeTo('shell.download-center'));
    await expect(tasks.root).toBeVisible({ timeout: 30_000 });
    await expect(tasks.row(`push-product-Partner ${stamp}`)).toBeVisible();

    // the partner works them as its own products, of its own customer, in its product list
    const received = await okApi(context.request, partnerToken, productEndpoints.getListByPage, {
      pageIndex: 1,
      pageSize: 10,
      customerId: partnerCustomer.id,
    } as never);
    expect(received.items.map((p) => p.productNo).sort()).toEqual([`SYN-${stamp}-1`, `SYN-${stamp}-2`]);
    await context.close();
    const receiver = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const receiverPage = await receiver.newPage();
    await openBackoffice(
      receiverPage,
      receiver.request,
      routeTo('products.formal'),
      `partner${stamp}`,
      'Partner456',
    );
    const products = new ResourceListPage(
      receiverPage,
      'formal-products',
      productEndpoints.getListByPage.path,
    );
    await expect(products.root).toBeVisible({ timeout: 30_000 });
    await expect(products.row(`SYN-${stamp}-1`)).toBeVisible();
    await expect(products.row(`SYN-${stamp}-2`)).toBeVisible();
    await receiverPage.screenshot({ path: `docs/screenshots/tenants-received-products-${tag}.png` });
    await receiver.close();
  });
}
