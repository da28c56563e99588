import { expect as baseExpect, test } from '@playwright/test';
import {
  authorizationEndpoints,
  dictionaryCategoryEndpoints,
  dictionaryEntryEndpoints,
  roleEndpoints,
  routeTo,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/** The machine running e2e is shared: a list refetch may take longer than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const CATEGORY = 'review-remark';
const TEXT = {
  'zh-CN': {
    addEntry: '新增字典项',
    value: '值',
    label: '名称（中文）',
    labelEn: '名称（英文）',
    save: '保存',
    review: '审核',
    common: '常用备注',
    remark: '审核备注',
  },
  'en-US': {
    addEntry: 'Add entry',
    value: 'Value',
    label: 'Label (Chinese)',
    labelEn: 'Label (English)',
    save: 'Save',
    review: 'Review',
    common: 'Common remarks',
    remark: 'Review remark',
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: a dictionary entry added on the develop page appears in the review form's dropdown`, async ({
    browser,
  }, info) => {
    const text = TEXT[locale];
    const tag = locale === 'zh-CN' ? 'zh' : 'en';
    const suffix = `${locale === 'zh-CN' ? 'z' : 'e'}${Date.now().toString(36)}`;
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const token = await openBackoffice(
      page,
      context.request,
      routeTo('develop.dictionary', { category: CATEGORY }),
    );
    const categories = await okApi(page.request, token, dictionaryCategoryEndpoints.getAll, {});
    if (!categories.some((c) => c.code === CATEGORY))
      await okApi(page.request, token, dictionaryCategoryEndpoints.create, {
        code: CATEGORY,
        name: '审核备注',
        nameEn: 'Review remarks',
      } as never);

    // The entry, added through the dictionary page.
    const zhLabel = `资料齐全${suffix}`;
    const enLabel = `Papers complete ${suffix}`;
    await page.getByRole('button', { name: text.addEntry }).click();
    const dialog = page.getByRole('dialog', { name: text.addEntry });
    await dialog.getByRole('textbox', { name: text.value, exact: true }).fill(`ok${suffix}`);
    await dialog.getByRole('textbox', { name: text.label, exact: true }).fill(zhLabel);
    await dialog.getByRole('textbox', { name: text.labelEn, exact: true }).fill(enLabel);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('dictionary-entries')).toContainText(zhLabel);
    await page.screenshot({ path: info.outputPath(`settings-dictionary-${tag}.png`) });
    const entries = await okApi(page.request, token, dictionaryEntryEndpoints.getAll, {
      categoryCode: CATEGORY,
      enabledOnly: true,
    });
    expect(entries.map((e) => e.value)).toContain(`ok${suffix}`);

    // An application to review, by a new account whose role may apply.
    const role = await okApi(page.request, token, roleEndpoints.create, {
      code: `apl${suffix}`,
      name: `申请人${suffix}`,
      nameEn: `Applicant ${suffix}`,
      functionPoints: ['system:authorization:apply'],
    } as never);
    const account = `apl${suffix}`;
    await okApi(page.request, token, userEndpoints.createNew, {
      account,
      displayName: `Applicant ${suffix}`,
      kind: 'staff',
      roleId: role.id,
      password: 'Apply12345',
      confirmPassword: 'Apply12345',
      needChangePwd: false,
    } as never);
    const applicant = await apiLogin(context.request, account, 'Apply12345');
    const warehouses = await okApi(page.request, token, warehouseEndpoints.getList, {});
    const application = await okApi(context.request, applicant.accessToken, authorizationEndpoints.create, {
      kind: 'warehouse',
      targetIds: [warehouses[0]!.warehouseId],
      reason: 'Night shift',
    });

    // The review form's dropdown reads the dictionary; choosing an entry fills the remark.
    await page.goto(routeTo('system.authorization'));
    const list = new ResourceListPage(page, 'authorization-review', '/System/AuthorizationApply/GetPageList');
    await list.rowAction(`Applicant ${suffix}`, text.review);
    const review = page.getByRole('dialog', { name: text.review });
    await review.getByTestId(`dictionary-${CATEGORY}`).click();
    const label = locale === 'zh-CN' ? zhLabel : enLabel;
    await expect(page.getByRole('option', { name: label, exact: true })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`settings-review-${tag}.png`) });
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect(review.getByRole('textbox', { name: text.remark })).toHaveValue(label);
    await review.getByRole('button', { name: text.save }).click();
    await expect(review).toBeHidden();
    const mine = await okApi(context.request, applicant.accessToken, authorizationEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 10,
      mine: true,
    });
    const reviewed = mine.items.find((a) => a.id === application.id)!;
    expect(reviewed.state).toBe('approved');
    expect(reviewed.reviewRemark).toBe(label);
    await context.close();
  });
}
