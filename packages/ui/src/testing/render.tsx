import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ApiClient } from '@wms/api';
import { createI18n } from '@wms/i18n';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { ApiProvider } from '../data/api-context.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders with the app's providers: Mantine, i18n (en), TanStack Query, a memory router and the API. */
export function renderWithProviders(
  ui: ReactNode,
  options: {
    api?: ApiClient;
    url?: string;
    functionPoints?: ReadonlySet<string> | null;
    locale?: 'en' | 'zh-CN';
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n(options.locale ?? 'en');
  const tree = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Notifications />
          <MemoryRouter initialEntries={[options.url ?? '/']}>
            <Routes>
              <Route
                path="*"
                element={
                  options.api ? (
                    <ApiProvider client={options.api} functionPoints={options.functionPoints}>
                      {ui}
                      <LocationProbe />
                    </ApiProvider>
                  ) : (
                    <>
                      {ui}
                      <LocationProbe />
                    </>
                  )
                }
              />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(tree), queryClient };
}

/** The current `?search` of the memory router. */
export const currentSearch = () =>
  new URLSearchParams(document.querySelector('[data-testid="location"]')?.textContent ?? '');
