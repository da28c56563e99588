import type { ComponentType } from 'react';
import { TaskCenterButton } from './download-center/task-center-button.tsx';
import { AnnouncementBanner } from './notices/announcement-banner.tsx';
import { UpdateNoticeWatcher } from './notices/update-notice-watcher.tsx';
import { VersionCheck } from './notices/version-check.tsx';

/**
 * What the shell's pages add to the chrome around every page. The layout renders `navbarItems` in the
 * top bar (before the language switch) and `overlays` once above the page (banners, dialogs, watchers).
 */
export const shellChrome: {
  readonly navbarItems: readonly ComponentType[];
  readonly overlays: readonly ComponentType[];
} = {
  navbarItems: [TaskCenterButton],
  overlays: [AnnouncementBanner, UpdateNoticeWatcher, VersionCheck],
};
