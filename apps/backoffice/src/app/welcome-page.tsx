import { Anchor, Badge, Card, Center, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { platformEndpoints } from '@wms/api';
import type { Locale } from '@wms/i18n';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

export function WelcomePage() {
  const { t, i18n } = useTranslation();
  const config = useApiQuery(platformEndpoints.getConfig, {});
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
            value={i18n.language}
            onChange={(lng) => void i18n.changeLanguage(lng as Locale)}
            data={[
              { value: 'zh-CN', label: '中文' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Group>
            <Anchor href="/api/docs">{t('apiDocs')}</Anchor>
            <Anchor href="/pda/">{t('openPda')}</Anchor>
            <Anchor href="/download/center">{t('tasks:downloadCenter')}</Anchor>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
