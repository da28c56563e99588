import { expect as baseExpect, test } from '@playwright/test';
import { mailAccountEndpoints, mailLogEndpoints, routeTo, tenantEndpoints } from '@wms/api';
import { type SmtpListener, startSmtpListener } from '@wms/test-support/smtp-listener';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const TEXT = {
  'zh-CN': {
    add: '新增邮件账号',
    provider: '邮箱服务商',
    custom: '自定义 SMTP 服务器',
    email: '发件地址',
    login: '登录账号',
    password: '密码或授权码',
    host: 'SMTP 服务器',
    port: '端口',
    encryption: '加密方式',
    none: '不加密',
    save: '保存',
    sendTest: '发送测试邮件',
    testTo: '测试邮件收件地址',
    sent: '已发送',
    review: '审核',
    purchased: '已购买',
  },
  'en-US': {
    add: 'Add mail account',
    provider: 'Mailbox provider',
    custom: 'Custom SMTP server',
    email: 'Sender address',
    login: 'Login account',
    password: 'Password or app password',
    host: 'SMTP server',
    port: 'Port',
    encryption: 'Encryption',
    none: 'None',
    save: 'Save',
    sendTest: 'Send test mail',
    testTo: 'Send the test mail to',
    sent: 'Sent',
    review: 'Review',
    purchased: 'Purchased',
  },
} as const;

let smtp: SmtpListener;
test.beforeAll(async () => {
  smtp = await startSmtpListener();
});
test.afterAll(() => smtp.close());

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: a mail account is set up against the local SMTP listener and a test mail arrives`, async ({
    browser,
  }, info) => {
    const text = TEXT[locale];
    const tag = locale === 'zh-CN' ? 'zh' : 'en';
    const suffix = `${tag}${Date.now().toString(36)}`;
    const sender = `ops-${suffix}@wms.test`;
    const password = `Smtp-${suffix}-secret`;
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, context.request, routeTo('system.mail'));

    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog', { name: text.add });
    await dialog.getByRole('combobox', { name: text.provider }).click();
    await page.getByRole('option', { name: text.custom }).click();
    await dialog.getByRole('textbox', { name: text.email, exact: true }).fill(sender);
    await dialog.getByRole('textbox', { name: text.login, exact: true }).fill(`login-${suffix}`);
    await dialog.getByLabel(text.password, { exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: text.host, exact: true }).fill('127.0.0.1');
    await dialog.getByRole('textbox', { name: text.port, exact: true }).fill(String(smtp.port));
    await dialog.getByRole('combobox', { name: text.encryption }).click();
    await page.getByRole('option', { name: text.none, exact: true }).click();
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();

    const accounts = new ResourceListPage(page, 'mail-accounts', '/System/MailAccount/GetPageList');
    await expect(accounts.root).toContainText(sender);
    const stored = (await okApi(page.request, token, mailAccountEndpoints.getPageList, { mailEmail: sender }))
      .items[0]!;
    expect(stored).toMatchObject({ passwordSet: true, mailPort: smtp.port });
    expect(JSON.stringify(stored)).not.toContain(password);

    await accounts.rowAction(sender, text.sendTest);
    const test = page.getByRole('dialog', { name: text.sendTest });
    const to = `boss-${suffix}@acme.test`;
    await test.getByRole('textbox', { name: text.testTo }).fill(to);
    await page.screenshot({ path: info.outputPath(`settings-mail-${tag}.png`) });
    await test.getByRole('button', { name: text.save }).click();
    await expect(test).toBeHidden();
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    expect(mail).toMatchObject({ from: sender, user: `login-${suffix}`, password });

    // The mail log shows it sent, on screen and through the API.
    await page.goto(routeTo('system.mail-log'));
    const log = new ResourceListPage(page, 'mail-log', '/System/MailLog/GetPageList');
    await expect(log.root.getByRole('row', { name: new RegExp(to) })).toContainText(text.sent);
    await page.screenshot({ path: info.outputPath(`settings-mail-log-${tag}.png`) });
    const logged = await okApi(page.request, token, mailLogEndpoints.getPageList, { to });
    expect(logged.items[0]).toMatchObject({ event: 'test', state: 'sent', fromEmail: sender });
    // No default account stays behind to mail other specs' events.
    await okApi(page.request, token, mailAccountEndpoints.delete, { id: stored.id });
    await context.close();
  });
}

test('en-US: the platform operator approves a purchase request on the purchase review page', async ({
  browser,
}, info) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await openBackoffice(page, context.request, routeTo('system.subscription'));
  await expect(page.getByTestId('usage-card')).toBeVisible();
  await page.screenshot({ path: info.outputPath('settings-subscription-en.png') });
  // The same plan again: approving it extends the plan without changing what other specs rely on.
  const plan = await okApi(page.request, token, tenantEndpoints.getTenantInfo, {});
  const request = await okApi(page.request, token, tenantEndpoints.createPurchase, {
    edition: plan.edition,
    years: 1,
    orderQuota: plan.orderLimit,
    warehouseLimit: plan.warehouseLimit,
    customerLimit: plan.customerLimit,
    isPDA: plan.isPDA,
    remark: `e2e ${Date.now().toString(36)}`,
  });
  await page.goto(routeTo('develop.purchase-review'));
  const list = new ResourceListPage(page, 'purchase-review', '/System/SysTenant/GetPurchaseList');
  await list.rowAction(request.remark, TEXT['en-US'].review);
  const dialog = page.getByRole('dialog', { name: /Review/ });
  await dialog.getByRole('textbox', { name: 'Review remark' }).fill('Paid by wire');
  await dialog.getByRole('button', { name: TEXT['en-US'].save }).click();
  await expect(dialog).toBeHidden();
  await expect(list.root.getByRole('row', { name: new RegExp(request.remark) })).toContainText(
    TEXT['en-US'].purchased,
  );
  await page.screenshot({ path: info.outputPath('settings-purchase-review-en.png') });
  const mine = await okApi(page.request, token, tenantEndpoints.getPurchaseList, { tenantScope: 'own' });
  expect(mine.items.find((p) => p.id === request.id)).toMatchObject({
    state: 'purchased',
    reviewRemark: 'Paid by wire',
  });
  await context.close();
});
