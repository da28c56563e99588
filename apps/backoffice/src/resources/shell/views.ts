import type { ViewMap } from '../../app/views.ts';

/** The shell's own pages (catalogue area `shell`) and the notification center (area `settings`). */
export const shellViews: ViewMap = {
  'shell/dashboard': () =>
    import('../dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
  'shell/download-center': () =>
    import('../download-center/download-center.resource.tsx').then((m) => ({
      default: m.DownloadCenterPage,
    })),
};
