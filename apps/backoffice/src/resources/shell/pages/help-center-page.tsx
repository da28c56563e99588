import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepsList } from './steps-list.tsx';

/** Help center (route /help/center, kept alive in its tab): the first steps, each a link. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md" maw={900}>
      <Title order={3}>{t('home:helpCenter')}</Title>
      <Text>{t('home:help.intro')}</Text>
      <Card withBorder>
        <Title order={4} mb="sm">
          {t('home:widget.setupGuide')}
        </Title>
        <StepsList />
      </Card>
    </Stack>
  );
}
