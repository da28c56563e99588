import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { downloadHistoryEndpoints, EXPORT_FIELDS, stockEndpoints, unshippedExportEndpoints } from '@wms/api';
import { callApi, okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

/** The machine running e2e is shared: give the popover's refetches some room. */
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  'en-US': { taskCenter: 'Task center', cancel: 'Cancel', generating: 'Generating', failed: 'Failed' },
  'zh-CN': { taskCenter: '任务中心', cancel: '取消', generating: '生成中', failed: '失败' },
} as const;
const LOCALES = ['en-US', 'zh-CN'] as const;

/**
 * The job runner works one task at a time, oldest first: exports queued ahead of the target keep it in
 * state 1 (queued) long enough to cancel it from the popover.
 */
const BACKLOG = 60;

const taskOf = async (request: APIRequestContext, token: string, id: string) =>
  (await okApi(request, token, downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 100 })).items.find(
    (task) => task.id === id,
  );

for (const locale of LOCALES) {
  const t = texts[locale];
  test.describe(`shell: task center cancel (spec §4) [${locale}]`, () => {
    test.use({ locale });

    test('an unfinished export is cancelled from the navbar popover, and the server holds it cancelled', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const token = await openBackoffice(page, request, '/dashboard/index');
      const button = page.getByRole('button', { name: t.taskCenter });
      await expect(button).toBeVisible();

      // Queued together, then the target last (the newest, so the runner reaches it last).
      const backlog = (
        await Promise.all(
          Array.from({ length: BACKLOG }, () =>
            okApi(request, token, unshippedExportEndpoints.exportShipmentAllNew, {}),
          ),
        )
      ).map((ref) => ref.taskId);
      // The target is another kind of export (its own filename), queued after the whole backlog.
      const { taskId } = await okApi(request, token, stockEndpoints.exportSku, {
        fields: [...EXPORT_FIELDS.skuStock],
      });
      try {
        const target = await taskOf(request, token, taskId);
        expect(target?.fileStatus, 'the target export is still unfinished').toBe(1);

        await button.click();
        const popover = page.getByTestId('task-center');
        // The target's entry (the innermost stack holding its filename): status, progress and cancel control.
        const entry = popover.locator('.mantine-Stack-root').filter({ hasText: target!.filename }).last();
        const status = entry.locator('.mantine-Badge-root');
        await expect(status).toHaveText(t.generating);
        await expect(status).toHaveAttribute('data-status', '1');
        await expect(entry.getByRole('progressbar')).toHaveCount(1);

        await entry.getByRole('button', { name: t.cancel, exact: true }).click();

        await expect
          .poll(async () => (await taskOf(request, token, taskId))?.state, { timeout: 10_000 })
          .toBe('cancelled');
        const cancelled = await taskOf(request, token, taskId);
        expect(cancelled?.fileStatus).toBe(3);
        expect(cancelled?.path).toBe('');
        // The popover redraws the task as not completed (state 3) without its cancel control.
        await expect(status).toHaveAttribute('data-status', '3');
        await expect(status).toHaveText(t.failed);
        await expect(entry.getByRole('button', { name: t.cancel, exact: true })).toHaveCount(0);
        await expect(entry.getByRole('progressbar')).toHaveCount(0);

        // A cancelled task cannot be cancelled again.
        const again = await callApi(request, token, downloadHistoryEndpoints.cancel, {
          id: taskId,
          action: 'cancel',
        });
        expect(again.success).toBe(false);
        expect(again.code).toBe('TASK_NOT_CANCELLABLE');
        // The runner skips it: it stays cancelled once the backlog has drained.
        const unfinished = async () =>
          (
            await okApi(request, token, downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 100 })
          ).items.filter((task) => backlog.includes(task.id) && task.fileStatus === 1).length;
        await expect.poll(unfinished, { timeout: 60_000 }).toBe(0);
        expect((await taskOf(request, token, taskId))?.state).toBe('cancelled');
      } finally {
        // Leave no queue behind for the next specs.
        for (const id of backlog)
          await callApi(request, token, downloadHistoryEndpoints.cancel, { id, action: 'cancel' });
      }
    });
  });
}
