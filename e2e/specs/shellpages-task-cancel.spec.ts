import { expect, test } from '@playwright/test';
import { downloadHistoryEndpoints, EXPORT_FIELDS, stockEndpoints } from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { BACKOFFICE_TOKEN_KEY } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';
import { ownServer } from '../support/own-server.ts';

const texts = {
  'en-US': {
    taskCenter: 'Task center',
    cancel: 'Cancel',
    generating: 'Generating',
    failed: 'Failed',
    viewAll: (n: number) => `View all ${n} tasks`,
    downloadCenter: 'Download center',
  },
  'zh-CN': {
    taskCenter: '任务中心',
    cancel: '取消',
    generating: '生成中',
    failed: '失败',
    viewAll: (n: number) => `查看全部 ${n} 个任务`,
    downloadCenter: '下载中心',
  },
} as const;

/**
 * The spec's own server runs with RUN_JOBS=false (an instance that serves requests and leaves the queue
 * to others), so an export stays queued until the user cancels it: no race with a fast job runner. A
 * restart with jobs on then shows the runner skipping the cancelled task.
 */
const server = ownServer(Number(process.env.E2E_PORT ?? 8790) + 1001);

test.describe
  .serial('shell: task center cancel', () => {
    test.describe.configure({ timeout: 180_000 });
    const cancelledIds: string[] = [];

    test.beforeAll(async () => {
      test.setTimeout(150_000);
      await server.start({ RUN_JOBS: 'false' });
    });
    test.afterAll(async () => {
      await server.stop();
    });

    for (const locale of ['en-US', 'zh-CN'] as const) {
      const t = texts[locale];
      test(`[${locale}] an unfinished export is cancelled from the navbar popover and the server holds it cancelled; more than three tasks lead to the full list`, async ({
        browser,
        playwright,
      }) => {
        const api = await playwright.request.newContext({ baseURL: server.url });
        const { accessToken: token } = await apiLogin(api, 'admin01', 'Admin12345');
        const taskOf = async (id: string) =>
          (
            await okApi(api, token, downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 100 })
          ).items.find((task) => task.id === id);
        const exportSku = () =>
          okApi(api, token, stockEndpoints.exportSku, { fields: [...EXPORT_FIELDS.skuStock] });
        // Three older exports first: the popover shows the three newest, the rest behind "view all".
        for (let i = 0; i < 3; i++) await exportSku();
        // File names carry the second they were asked for: the target gets one of its own.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const { taskId } = await exportSku();
        const target = await taskOf(taskId);
        expect(target?.fileStatus, 'the export waits in the queue').toBe(1);

        const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
        await context.addInitScript(
          ([key, value]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, value);
          },
          [BACKOFFICE_TOKEN_KEY, token] as const,
        );
        const page = await context.newPage();
        await page.goto(`${server.url}/dashboard/index`);
        await page.getByRole('button', { name: t.taskCenter }).click();
        const popover = page.getByTestId('task-center');
        // The target's entry (the innermost stack holding its filename): status, progress and cancel control.
        const entry = popover.locator('.mantine-Stack-root').filter({ hasText: target!.filename }).last();
        const status = entry.locator('.mantine-Badge-root');
        await expect(status).toHaveText(t.generating);
        await expect(status).toHaveAttribute('data-status', '1');
        await expect(entry.getByRole('progressbar')).toHaveCount(1);

        await entry.getByRole('button', { name: t.cancel, exact: true }).click();

        await expect.poll(async () => (await taskOf(taskId))?.state, { timeout: 10_000 }).toBe('cancelled');
        const cancelled = await taskOf(taskId);
        expect(cancelled?.fileStatus).toBe(3);
        expect(cancelled?.path).toBe('');
        // The popover redraws the task as not completed (state 3) without its cancel control.
        await expect(status).toHaveAttribute('data-status', '3');
        await expect(status).toHaveText(t.failed);
        await expect(entry.getByRole('button', { name: t.cancel, exact: true })).toHaveCount(0);
        await expect(entry.getByRole('progressbar')).toHaveCount(0);
        const { total } = await okApi(api, token, downloadHistoryEndpoints.getList, {
          pageIndex: 1,
          pageSize: 10,
        });
        expect(total).toBeGreaterThan(3);
        await expect(popover.locator('.mantine-Badge-root')).toHaveCount(3);
        await popover.getByRole('link', { name: t.viewAll(total) }).click();
        await expect(page).toHaveURL(/\/download\/center$/);
        await expect(page.getByRole('heading', { name: t.downloadCenter })).toBeVisible();

        // A cancelled task cannot be cancelled again.
        const again = await callApi(api, token, downloadHistoryEndpoints.cancel, {
          id: taskId,
          action: 'cancel',
        });
        expect(again.success).toBe(false);
        expect(again.code).toBe('TASK_NOT_CANCELLABLE');
        cancelledIds.push(taskId);
        await context.close();
        await api.dispose();
      });
    }

    test('an instance that runs jobs finishes the queue and leaves the cancelled tasks cancelled', async ({
      playwright,
    }) => {
      expect(cancelledIds).toHaveLength(2);
      await server.kill();
      await server.start({});
      const api = await playwright.request.newContext({ baseURL: server.url });
      const { accessToken: token } = await apiLogin(api, 'admin01', 'Admin12345');
      const tasks = async () =>
        (await okApi(api, token, downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 100 })).items;
      const { taskId } = await okApi(api, token, stockEndpoints.exportSku, {
        fields: [...EXPORT_FIELDS.skuStock],
      });
      await expect
        .poll(async () => (await tasks()).find((task) => task.id === taskId)?.fileStatus, { timeout: 60_000 })
        .toBe(2);
      const after = await tasks();
      for (const id of cancelledIds) expect(after.find((task) => task.id === id)?.state).toBe('cancelled');
      await api.dispose();
    });
  });
