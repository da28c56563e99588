import { expect, test } from '@playwright/test';
import { announcementEndpoints } from '@wms/api';
import { okApi } from '../support/api-call.ts';
import { openBackoffice } from '../support/backoffice.ts';

const texts = {
  'en-US': { watch: 'Watch the video', video: 'Video', download: 'Download', downloading: 'Downloading…' },
  'zh-CN': { watch: '观看视频', video: '视频', download: '下载', downloading: '下载中…' },
} as const;

/**
 * The video viewer with download, opened from a version's update notice: the video plays from its
 * URL and "download" saves the file, spinning for 5 s. The notice is unpublished afterwards so
 * it pops up in no other spec.
 */
for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`the update notice's video viewer downloads the video [${locale}]`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const t = texts[locale];
    const context = await browser.newContext({
      locale,
      acceptDownloads: true,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const token = await openBackoffice(page, request, '/help/center');
    const version = `v7.${Date.now() % 100000}`;
    const note = await okApi(request, token, announcementEndpoints.create, {
      titleCn: `视频说明 ${version}`,
      titleEn: `Video note ${version}`,
      content: '请看视频',
      contentEn: 'Watch the video',
      versionCode: version,
      messageType: 2,
      videoUrl: '/logo.svg',
    });
    try {
      await okApi(request, token, announcementEndpoints.publish, { id: note.id });
      const notice = page.getByRole('dialog').filter({ hasText: version });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await notice.getByRole('button', { name: t.watch }).click();
      const viewer = page.getByRole('dialog', { name: t.video });
      await expect(viewer.getByTestId('video-player')).toHaveAttribute('src', '/logo.svg');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        viewer.getByRole('button', { name: t.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('logo.svg');
      expect((await download.path()) && (await download.failure())).toBeNull();
      await expect(viewer.getByRole('button', { name: t.downloading })).toBeVisible();
      await expect(viewer.getByRole('button', { name: t.download })).toBeVisible({ timeout: 8_000 });
    } finally {
      await okApi(request, token, announcementEndpoints.unpublish, { id: note.id });
    }
    await context.close();
  });
}
