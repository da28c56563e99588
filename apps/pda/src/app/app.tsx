import { Button, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { createI18n, type Locale } from '@wms/i18n';
import { I18nextProvider, useTranslation } from 'react-i18next';

const i18n = createI18n();

function Home() {
  const { t, i18n: current } = useTranslation();
  const next: Locale = current.language === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <Stack p="md" gap="lg" maw={480} mx="auto">
      <Title order={2}>{t('pdaName')}</Title>
      <Text c="dimmed">{t('loading')}</Text>
      <Button size="xl" variant="light" onClick={() => void current.changeLanguage(next)}>
        {t('language')}
      </Button>
    </Stack>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Home />
      </MantineProvider>
    </I18nextProvider>
  );
}
