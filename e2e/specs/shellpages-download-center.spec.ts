import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousFindings } from '../support/axe.ts';
import { openBackoffice } from '../support/backoffice.ts';
import { xlsxText } from '../support/xlsx-text.ts';

const texts = {
  'en-US': {
    title: 'Download center',
    toDownload: 'To download',
    taskCenter: 'Task center',
    completed: 'Completed',
    wait: /Reviewable in \d+ s/,
    download: 'Download',
  },
  'zh-CN': {
    title: '下载中心',
    toDownload: '待下载',
    taskCenter: '任务中心',
    completed: '已完成',
    wait: /\d+ 秒后可查看/,
    download: '下载',
  },
} as const;

/**
 * An export job moves through the download center while the page is open: the row arrives and completes
 * over the live event stream (no reload), the file can be reviewed only 10 s after it finished, and the
 * downloaded workbook holds the exported orders.
 */
for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`an export job moves live through the download center to a file [${locale}]`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = texts[locale];
    const context = await browser.newContext({
      locale,
      acceptDownloads: true,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/download/center');
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    const headers = {
      Authorization: `Bearer ${token}`,
      'Content-Language': locale === 'en-US' ? 'en' : 'zh-CN',
    };
    const before = await (
      await request.post('/api/v1/DownloadHistory/DownloadHistory/GetList', {
        headers,
        data: { pageIndex: 1, pageSize: 10 },
      })
    ).json();
    const orders = await (
      await request.post('/api/v1/OMS/Order/GetAllPageList', {
        headers,
        data: { pageIndex: 1, pageSize: 100, status: 'toBeDelivered' },
      })
    ).json();
    const started = await (
      await request.post('/api/v1/OMS/OmsUnshippedOrder/ExportShipmentAllNew', { headers, data: {} })
    ).json();
    expect(started.success, started.message).toBe(true);
    const task = await (
      await request.post('/api/v1/DownloadHistory/DownloadHistory/GetList', {
        headers,
        data: { pageIndex: 1, pageSize: 10 },
      })
    ).json();
    expect(task.data.total).toBe(before.data.total + 1);
    const filename: string = task.data.items[0].filename;

    // The page never reloads: the task's events bring the row and its completion.
    const row = page.getByRole('row').filter({ hasText: filename });
    await expect(row).toBeVisible({ timeout: 15_000 });
    // Completed: the file waits 10 s before it can be reviewed, then the link appears.
    await expect(row.getByTestId('review-wait')).toContainText(t.wait, { timeout: 15_000 });
    // A finished file is "completed" at once, as the completed tab counts it, while the link waits.
    await expect(row).toContainText(t.completed);
    const finished = Date.now();
    await expect(row.getByTestId('review-link')).toBeVisible({ timeout: 15_000 });
    await expect(row).not.toContainText(t.toDownload);
    const completed = await (
      await request.post('/api/v1/DownloadHistory/DownloadHistory/GetList', {
        headers,
        data: { pageIndex: 1, pageSize: 10 },
      })
    ).json();
    const finishedTime = new Date(completed.data.items[0].finishedTime).getTime();
    // The link appears no sooner than 10 s after the server finished the file.
    expect(Date.now() - finishedTime).toBeGreaterThanOrEqual(10_000);
    expect(Date.now() - finished).toBeLessThan(15_000);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('review-link').click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    await expect(row).toContainText(t.completed);
    const text = xlsxText(await readFile((await download.path())!));
    const orderNos: string[] = orders.data.items.map((o: { orderNo: string }) => o.orderNo);
    expect(orderNos.length).toBeGreaterThan(0);
    for (const orderNo of orderNos) expect(text).toContain(orderNo);

    // The task center: badge = incomplete tasks + generated files; the newest task listed with its link.
    const counts = await (
      await request.get('/api/v1/DownloadHistory/DownloadHistory/GetNoCompletQty', { headers })
    ).json();
    const badge = counts.data.noCompleteQty + counts.data.generateFilingQty;
    expect(badge).toBeGreaterThan(0);
    await expect(page.getByTestId('task-center-badge').locator('.mantine-Indicator-indicator')).toHaveText(
      String(badge),
    );
    await page.getByRole('button', { name: t.taskCenter }).click();
    const popover = page.getByTestId('task-center');
    await expect(popover).toContainText(filename);
    await expect(popover.getByTestId('review-link').first()).toBeVisible();
    await page.keyboard.press('Escape');

    expect(await seriousFindings(page, { where: page.url() })).toEqual([]);
    await page.screenshot({
      path: `docs/screenshots/download-center-${locale === 'en-US' ? 'en' : 'zh'}.png`,
    });
    await context.close();
  });
}
