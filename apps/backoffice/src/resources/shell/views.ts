import type { ComponentType } from 'react';
import type { ViewMap } from '../../app/view-map.ts';

const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  () =>
    load().then((m) => ({ default: m[name] as ComponentType }));

/** The shell's own pages (catalogue area `shell`) and the notification center (area `system`). */
export const shellViews: ViewMap = {
  'shell/dashboard': page(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage'),
  'shell/personal-center': page(() => import('./pages/personal-center-page.tsx'), 'PersonalCenterPage'),
  'shell/download-center': page(
    () => import('./download-center/download-center.resource.tsx'),
    'DownloadCenterPage',
  ),
  'shell/help-center': page(() => import('./pages/help-center-page.tsx'), 'HelpCenterPage'),
  'shell/system-update': page(() => import('./pages/system-update-page.tsx'), 'SystemUpdatePage'),
  'shell/system-update-detail': page(() => import('./pages/system-update-page.tsx'), 'UpdateDetailPage'),
  'shell/information-center': page(
    () => import('./pages/information-center-page.tsx'),
    'InformationCenterPage',
  ),
  'shell/screen': page(() => import('./pages/screen-page.tsx'), 'ScreenPage'),
  'shell/config-init': page(() => import('./pages/config-init-page.tsx'), 'ConfigInitPage'),
  'system/notification-center': page(
    () => import('./notices/notification-center.resource.tsx'),
    'NotificationCenterPage',
  ),
  'system/notification-add': page(
    () => import('./notices/announcement-form-page.tsx'),
    'AnnouncementFormPage',
  ),
  'system/notification-edit': page(
    () => import('./notices/announcement-form-page.tsx'),
    'AnnouncementFormPage',
  ),
};
