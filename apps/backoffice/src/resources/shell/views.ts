import type { ViewMap } from '../../app/views.ts';

/** The shell's own pages (catalogue area `shell`). */
export const shellViews: ViewMap = {
  'shell/download-center': () =>
    import('../download-center/download-center.resource.tsx').then((m) => ({
      default: m.DownloadCenterPage,
    })),
};
