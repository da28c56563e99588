import type { ViewMap } from '../../app/view-map.ts';

/** Platform and shop authorisation, and the Amazon login that authorises a store. */
export const platformAuthViews: ViewMap = {
  'system/platform-auth': () =>
    import('./platform-auth-page.tsx').then((m) => ({ default: m.PlatformAuthPage })),
  'system/amazon-login': () =>
    import('./amazon-login-page.tsx').then((m) => ({ default: m.AmazonLoginPage })),
};
