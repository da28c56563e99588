import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

const texts = {
  'en-US': {
    add: 'Add announcement',
    titleCn: 'Title (Chinese)',
    titleEn: 'Title (English)',
    content: 'Content (Chinese)',
    contentEn: 'Content (English)',
    deadline: 'Banner until',
    version: 'Version',
    save: 'Save',
    draft: 'Draft',
    published: 'Published',
    unpublished: 'Unpublished',
    publish: 'Publish',
    unpublish: 'Unpublish',
    pin: 'Pin',
    unpin: 'Unpin',
    close: 'Close the announcement',
    next: 'Next',
    done: 'Done',
    notAgain: "Don't prompt again",
    preview: 'Preview',
  },
  'zh-CN': {
    add: '新增公告',
    titleCn: '中文标题',
    titleEn: '英文标题',
    content: '中文内容',
    contentEn: '英文内容',
    deadline: '横幅截止时间',
    version: '版本号',
    save: '保存',
    draft: '草稿',
    published: '已发布',
    unpublished: '未发布',
    publish: '发布',
    unpublish: '取消发布',
    pin: '置顶',
    unpin: '取消置顶',
    close: '关闭公告',
    next: '下一页',
    done: '完成',
    notAgain: '不再提示',
    preview: '预览',
  },
} as const;

const inAnHour = () => {
  const d = new Date(Date.now() + 3_600_000 - new Date().getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/**
 * An announcement goes draft → published (the banner appears on the open page, live) → pinned → the
 * banner is closed and stays closed after a reload → unpublished. Then a version's update notice pages to
 * "done" and "don't prompt again" keeps it away; the preview has no such action.
 */
for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`announcement lifecycle with the banner and the update notice [${locale}]`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = texts[locale];
    const tag = `${locale}-${Date.now()}`;
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const list = new ResourceListPage(page, 'notification-center', '/Message/Announcement/GetList');
    const token = await openBackoffice(page, request, '/notificy-center/index');
    await page.getByRole('link', { name: t.add }).click();
    await page.getByLabel(t.titleCn).fill(`维护 ${tag}`);
    await page.getByLabel(t.titleEn).fill(`Maintenance ${tag}`);
    await page.getByLabel(t.content).fill(`今晚维护 ${tag}`);
    await page.getByLabel(t.contentEn).fill(`Maintenance tonight ${tag}`);
    await page.getByLabel(t.deadline).fill(inAnHour());
    await page.getByRole('button', { name: t.save }).click();
    await expect(list.row(tag)).toContainText(t.draft);
    await expect(page.getByTestId('announcement-banner')).toHaveCount(0);

    await list.rowAction(tag, t.publish);
    await list.confirm();
    await expect(list.row(tag)).toContainText(t.published);
    const banner = page.getByTestId('announcement-banner');
    await expect(banner).toContainText(locale === 'zh-CN' ? `今晚维护 ${tag}` : `Maintenance tonight ${tag}`);
    await list.rowAction(tag, t.pin);
    await expect(list.row(tag).getByRole('button', { name: t.unpin })).toBeVisible();

    await banner.getByRole('button', { name: t.close }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(list.row(tag)).toBeVisible();
    await expect(page.getByTestId('announcement-banner')).toHaveCount(0);

    await list.rowAction(tag, t.unpublish);
    await list.confirm();
    await expect(list.row(tag)).toContainText(t.unpublished);

    // A version of two notes: the preview has no "don't prompt again"; once published the notice pops
    // up live, pages to "done", and "don't prompt again" keeps it away after a reload.
    const version = `v9.${Date.now() % 100000}`;
    await page.getByRole('link', { name: t.add }).click();
    await page.getByLabel(t.titleCn).fill(`说明1 ${tag}`);
    await page.getByLabel(t.titleEn).fill(`Note 1 ${tag}`);
    await page.getByLabel(t.content).fill('内容1');
    await page.getByLabel(t.contentEn).fill('Body 1');
    await page.getByLabel(t.version).fill(version);
    await page.getByRole('button', { name: t.preview }).click();
    const preview = page.getByRole('dialog');
    await expect(preview).toContainText(version);
    await expect(preview.getByRole('button', { name: t.done })).toBeVisible();
    await expect(preview.getByRole('button', { name: t.notAgain })).toHaveCount(0);
    await preview.getByRole('button', { name: t.done }).click();
    await page.getByRole('button', { name: t.save }).click();
    await expect(list.row(`Note 1 ${tag}`)).toContainText(t.draft);
    const headers = { Authorization: `Bearer ${token}` };
    const api = async (path: string, data: unknown) => {
      const body = await (
        await request.post(`/api/v1/Message/Announcement/${path}`, { headers, data })
      ).json();
      expect(body.success, body.message).toBe(true);
      return body.data;
    };
    const drafts = await api('GetList', {
      pageIndex: 1,
      pageSize: 10,
      type: 'draft',
      keyword: `Note 1 ${tag}`,
    });
    const second = await api('Create', {
      titleCn: `说明2 ${tag}`,
      titleEn: `Note 2 ${tag}`,
      content: '内容2',
      contentEn: 'Body 2',
      versionCode: version,
      messageType: 4,
    });
    await api('Publish', { id: drafts.items[0].id });
    await api('Publish', { id: second.id });
    const notice = page.getByRole('dialog');
    await expect(notice).toContainText(version);
    await expect(notice).toContainText('1 / 2');
    await notice.getByRole('button', { name: t.next }).click();
    await expect(notice).toContainText('2 / 2');
    await expect(notice.getByRole('button', { name: t.done })).toBeVisible();
    await notice.getByRole('button', { name: t.notAgain }).click();
    await expect(notice).toHaveCount(0);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(list.row(tag).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
}
