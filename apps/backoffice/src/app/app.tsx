import {
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  MantineProvider,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { platformEndpoints } from '@wms/api';
import { createI18n, type Locale } from '@wms/i18n';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBackofficeApi } from './api.ts';
import { theme } from './theme.ts';

const i18n = createI18n();
const queryClient = new QueryClient();

function Welcome() {
  const { t, i18n: current } = useTranslation();
  const api = useMemo(() => createBackofficeApi(current), [current]);
  const config = useQuery({
    queryKey: ['platform-config', current.language],
    queryFn: () => api.call(platformEndpoints.getConfig, {}),
  });
  return (
    <Center mih="100vh" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" radius="md" w={420}>
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{config.data?.systemName ?? t('systemName')}</Title>
            <Badge variant="light">{config.data?.version ?? '…'}</Badge>
          </Group>
          <Text c="dimmed">
            {config.isPending ? t('loading') : config.isError ? t('offline') : t('appName')}
          </Text>
          <SegmentedControl
            aria-label={t('language')}
            value={current.language}
            onChange={(lng) => void current.changeLanguage(lng as Locale)}
            data={[
              { value: 'zh-CN', label: '中文' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Group>
            <Anchor href="/api/docs">{t('apiDocs')}</Anchor>
            <Anchor href="/pda/">{t('openPda')}</Anchor>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Welcome />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
