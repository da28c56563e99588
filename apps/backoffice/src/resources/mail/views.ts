import type { ViewMap } from '../../app/view-map.ts';

/** Mail configuration and the mail log (catalogue area `system`). */
export const mailViews: ViewMap = {
  'system/mail': () => import('./mail-page.tsx').then((m) => ({ default: m.MailPage })),
  'system/mail-log': () => import('./mail-log.resource.tsx').then((m) => ({ default: m.MailLogPage })),
};
