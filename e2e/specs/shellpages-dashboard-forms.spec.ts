import { expect, test } from '@playwright/test';
import { tenantEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

const MB = 1024 * 1024;
/** The server checks each attachment's leading bytes against its extension. */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  zip: [0x50, 0x4b, 0x03, 0x04],
};
const file = (name: string, size = 64) => {
  const buffer = Buffer.alloc(size, 7);
  Buffer.from(MAGIC[name.split('.').pop()!.toLowerCase()] ?? []).copy(buffer);
  return { name, mimeType: 'application/octet-stream', buffer };
};

const texts = {
  'en-US': {
    description: 'Description',
    email: 'Email',
    send: 'Send feedback',
    sent: 'Thank you, your feedback was sent',
    format: 'Upload format is incorrect. Please upload again.',
    tooLarge: 'The file exceeds 10 MB',
    tooMany: 'At most 3 files',
    years: 'Years',
    quota: 'Monthly order quota',
    buy: 'Purchase',
    hundreds: 'must be a multiple of 100',
    inReview: 'In review',
    rejected: 'Rejected',
  },
  'zh-CN': {
    description: '描述',
    email: '邮箱',
    send: '提交反馈',
    sent: '感谢您的反馈，已提交',
    format: '上传格式不正确，请重新上传。',
    tooLarge: '文件超过 10M',
    tooMany: '最多 3 个文件',
    years: '购买年限',
    quota: '每月订单额度',
    buy: '购买',
    hundreds: '须为 100 的倍数',
    inReview: '审核中',
    rejected: '已驳回',
  },
} as const;

for (const locale of ['en-US', 'zh-CN'] as const) {
  const t = texts[locale];

  /** The feedback attachments: png, jpg, jpeg or zip; 10 MB each; at most 3 — refusals shown. */
  test(`feedback form: refusals, then three attachments sent [${locale}]`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 1800 } });
    const page = await context.newPage();
    await openBackoffice(page, request, '/dashboard/index');
    const widget = page.getByTestId('widget-feedback');
    const input = widget.locator('input[type="file"]');
    const send = widget.getByRole('button', { name: t.send });

    await input.setInputFiles([file('notes.txt')]);
    await expect(widget).toContainText(t.format);
    await expect(send).toBeDisabled();
    await input.setInputFiles([file('big.png', 10 * MB + 1)]);
    await expect(widget).toContainText(t.tooLarge);
    await expect(send).toBeDisabled();
    await input.setInputFiles([file('a.png'), file('b.jpg'), file('c.jpeg'), file('d.zip')]);
    await expect(widget).toContainText(t.tooMany);
    await expect(send).toBeDisabled();

    // Exactly 10 MB and three files of the allowed kinds (any case) pass.
    await input.setInputFiles([file('screen.png', 10 * MB), file('photo.JPEG'), file('logs.zip')]);
    await expect(send).toBeEnabled();
    await expect(widget).not.toContainText(t.tooLarge);
    await input.setInputFiles([file('screen.png', 4096), file('photo.JPEG'), file('logs.zip')]);
    await widget.getByLabel(t.description).fill(`The pick list prints twice ${locale}`);
    await widget.getByLabel(t.email).fill('admin01@demo.wms.test');
    const created = page.waitForResponse((r) => r.url().includes('/CreateFeedback'));
    await send.click();
    const body = await (await created).json();
    expect(body.success, body.message).toBe(true);
    expect(body.data.fileUrl.map((f: { name: string }) => f.name).sort()).toEqual([
      'logs.zip',
      'photo.JPEG',
      'screen.png',
    ]);
    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(widget.getByLabel(t.description)).toHaveValue('');
    await context.close();
  });

  /** The purchase: years an integer above zero, quota in hundreds of at least 100; then reviewed. */
  test(`subscription purchase through the dashboard, refused then in review then rejected [${locale}]`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 1800 } });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/dashboard/index');
    const widget = page.getByTestId('widget-subscription');
    const years = widget.getByLabel(t.years);
    const quota = widget.getByLabel(t.quota);
    // Years below 1 and a quota below 100 are lifted to the minimum as the field is left.
    await years.fill('0');
    await years.blur();
    await expect(years).toHaveValue('1');
    await quota.fill('50');
    await quota.blur();
    await expect(quota).toHaveValue('100');
    await quota.fill('150');
    await widget.getByRole('button', { name: t.buy }).click();
    await expect(widget).toContainText(t.hundreds);

    const quotaValue = 100 * (1000 + (Date.now() % 9000));
    await years.fill('2');
    await quota.fill(String(quotaValue));
    const created = page.waitForResponse((r) => r.url().includes('/CreatePurchase'));
    await widget.getByRole('button', { name: t.buy }).click();
    const body = await (await created).json();
    expect(body.success, body.message).toBe(true);
    const row = widget.getByText(new RegExp(`× 2 · ${quotaValue}`)).locator('..');
    await expect(row).toContainText(t.inReview);

    // The platform rejects it (admin01 is the platform operator); the dashboard shows the outcome.
    await okApi(request, token, tenantEndpoints.reviewPurchase, {
      id: body.data.id,
      approve: false,
      remark: '',
    });
    await page.reload();
    await expect(widget.getByText(new RegExp(`× 2 · ${quotaValue}`)).locator('..')).toContainText(
      t.rejected,
      {
        timeout: 20_000,
      },
    );
    await context.close();
  });
}
