import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const VERSION_KEY = 'wms.version';
/** The browser reloads about 1 s after the stale-version notice. */
const RELOAD_DELAY_MS = 1000;
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** After a failed check (offline, or the server restarting for an upgrade), the next one comes this soon. */
const RETRY_MS = 5000;

/** The version check: when the stored version differs from /version.json, say so and reload. */
export function VersionCheck() {
  const { t } = useTranslation();
  useEffect(() => {
    let reloading = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (reloading) return;
      clearTimeout(retry);
      try {
        const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
        const { version } = (await response.json()) as { version?: string };
        if (!version) return;
        const stored = localStorage.getItem(VERSION_KEY);
        localStorage.setItem(VERSION_KEY, version);
        if (stored && stored !== version) {
          reloading = true;
          notifications.show({ message: t('home:version.stale'), color: 'blue' });
          setTimeout(() => location.reload(), RELOAD_DELAY_MS);
        }
      } catch {
        // Offline or the server is restarting: try again soon rather than at the next interval.
        retry = setTimeout(check, RETRY_MS);
      }
    };
    void check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [t]);
  return null;
}
