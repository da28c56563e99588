import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider, DateFormatProvider } from '@wms/ui';
import { readableColorsResolver } from '@wms/ui/theme';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useShellSettings } from '../shell/layout/settings-store.ts';
import { themeWithColor } from '../shell/layout/theme-color.ts';
import { useSession } from '../shell/session/use-session.ts';
import { api } from './api.ts';
import { i18n } from './i18n.ts';
import { queryClient } from './query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const settings = useShellSettings();
  const theme = useMemo(() => themeWithColor(settings.themeColor), [settings.themeColor]);
  const points = useMemo(() => (user ? new Set(user.functionPoints) : null), [user]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={readableColorsResolver}>
          <Notifications position="top-center" />
          <ApiProvider client={api} functionPoints={points}>
            <DateFormatProvider value={settings.dateFormat} timeZone={settings.timeZone}>
              {children}
            </DateFormatProvider>
          </ApiProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
