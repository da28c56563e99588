import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { readableColorsResolver } from '@wms/ui/theme';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, i18nReady } from './app/i18n.ts';
import { themeWithColor } from './shell/layout/theme-color.ts';
import { LoginPage } from './shell/login/login-page.tsx';

/**
 * `login.html`: the public /login and /forgetPwd pages on their own, without the router, the query cache
 * or the request layer of the back office, so the first visit loads little (its budget is 150 KB of gzipped JavaScript).
 * They leave by full navigation into the back office (index.html); offline-installed, the service
 * worker answers /login with index.html, which mounts the same pages.
 */
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('./shell/login/forgot-password-page.tsx')).ForgotPasswordPage,
}));

/** The theme colour chosen in the shell's settings (`wms.settings`), if any. */
function themeColor(): string {
  try {
    const saved = JSON.parse(globalThis.localStorage.getItem('wms.settings') ?? '{}') as {
      themeColor?: string;
    };
    return saved.themeColor ?? '#409EFF';
  } catch {
    return '#409EFF';
  }
}

await i18nReady;
const forgot = globalThis.location.pathname.startsWith('/forgetPwd');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={themeWithColor(themeColor())} cssVariablesResolver={readableColorsResolver}>
        {forgot ? (
          <Suspense>
            <ForgotPasswordPage />
          </Suspense>
        ) : (
          <LoginPage />
        )}
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
