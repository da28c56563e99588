import { expect, test } from '@playwright/test';
import { ResourceListPage } from '../support/resource-list-page.ts';

/**
 * The download center is the showcase of the resource blocks. No login exists yet (identity is built in
 * parallel), so this spec drives the list without a session: the server answers 401, the list shows its
 * error state, and the list state still lives in the URL and survives a reload. When the login helper
 * lands, the same page object drives the seeded, logged-in list.
 */
test.describe('download center list state', () => {
  test('keeps tab and filters in the URL across a reload and sends them to the server', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const list = new ResourceListPage(page, 'download-center', '/DownloadHistory/GetList');

    await list.goto('/download/center');
    await expect(page.getByRole('heading', { name: 'Download center' })).toBeVisible();
    await expect(list.errorState()).toContainText('Unauthorized, please log in');
    await expect(list.selectedTab()).toHaveText('All');

    await list.selectTab('Failed');
    expect(list.searchParams().get('fileStatus')).toBe('3');
    await list.chooseFilter('Task kind', 'Import');
    const searched = await list.nextListRequest(() => list.search());
    expect(searched).toMatchObject({ fileStatus: '3', kind: 'import', pageIndex: 1, pageSize: 10 });
    await expect(page).toHaveURL(/kind=import/);

    const reloaded = await list.nextListRequest(() => page.reload());
    expect(reloaded).toMatchObject({ fileStatus: '3', kind: 'import' });
    await expect(list.selectedTab()).toHaveText('Failed');
    await expect(list.filter('Task kind')).toHaveValue('Import');

    await list.reset();
    await expect(page).not.toHaveURL(/kind=/);
    expect(list.searchParams().get('fileStatus')).toBe('3');
    await context.close();
  });

  test('opens the view a link describes, in Chinese, ignoring values the list schema refuses', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const list = new ResourceListPage(page, 'download-center', '/DownloadHistory/GetList');
    const body = await list.nextListRequest(() =>
      page.goto('/download/center?fileStatus=2&pageSize=20&pageIndex=3&kind=nonsense'),
    );
    expect(body).toMatchObject({ fileStatus: '2', pageSize: 20, pageIndex: 3 });
    expect(body.kind).toBeUndefined();
    await expect(page.getByRole('heading', { name: '下载中心' })).toBeVisible();
    await expect(list.selectedTab()).toHaveText('已完成');
    await expect(list.errorState()).toContainText('未授权，请登录');
    await context.close();
  });
});
