import { expect, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { ResourceListPage } from '../support/resource-list-page.ts';

/**
 * The download center is the showcase of the resource blocks: logged in (the shell's guard sends anyone
 * else to /login), the list state lives in the URL, reaches the server and survives a reload.
 */
test.describe('download center list state', () => {
  test('keeps tab and filters in the URL across a reload and sends them to the server', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const list = new ResourceListPage(page, 'download-center', '/DownloadHistory/GetList');

    await openBackoffice(page, request, '/download/center');
    // The first page after the server starts also loads the session and every namespace.
    await expect(page.getByRole('heading', { name: 'Download center' })).toBeVisible({ timeout: 15_000 });
    await expect(list.errorState()).toHaveCount(0);
    await expect(list.selectedTab()).toHaveText(/^All/);

    await list.selectTab('Failed');
    expect(list.searchParams().get('fileStatus')).toBe('3');
    await list.chooseFilter('Task kind', 'Import');
    const searched = await list.nextListRequest(() => list.search());
    expect(searched).toMatchObject({ fileStatus: '3', kind: 'import', pageIndex: 1, pageSize: 10 });
    await expect(page).toHaveURL(/kind=import/);

    const reloaded = await list.nextListRequest(() => page.reload());
    expect(reloaded).toMatchObject({ fileStatus: '3', kind: 'import' });
    await expect(list.selectedTab()).toHaveText(/^Failed/);
    await expect(list.filter('Task kind')).toHaveValue('Import');

    await list.reset();
    await expect(page).not.toHaveURL(/kind=/);
    expect(list.searchParams().get('fileStatus')).toBe('3');
    await context.close();
  });

  test('opens the view a link describes, in Chinese, ignoring values the list schema refuses', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const list = new ResourceListPage(page, 'download-center', '/DownloadHistory/GetList');
    const body = await list.nextListRequest(() =>
      openBackoffice(page, request, '/download/center?fileStatus=2&pageSize=20&pageIndex=3&kind=nonsense'),
    );
    expect(body).toMatchObject({ fileStatus: '2', pageSize: 20, pageIndex: 3 });
    expect(body.kind).toBeUndefined();
    await expect(page.getByRole('heading', { name: '下载中心' })).toBeVisible();
    await expect(list.selectedTab()).toHaveText(/^已完成/);
    await expect(list.errorState()).toHaveCount(0);
    await context.close();
  });
});
