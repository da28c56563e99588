import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '@wms/i18n';
import { ApiProvider, DateFormatProvider } from '@wms/ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBackofficeApi } from './api.ts';
import { session } from './session.ts';
import { theme } from './theme.ts';

const i18n = createI18n();
const api = createBackofficeApi(i18n);
// The request layer already shows refusals; a retry would show them twice.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Notifications position="top-center" />
          <ApiProvider client={api} functionPoints={session.functionPoints()}>
            <DateFormatProvider value="datetime">{children}</DateFormatProvider>
          </ApiProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
