import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepsList } from './steps-list.tsx';

/** Initial configuration (public route /config/init): the setup steps in order. */
export function ConfigInitPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={640} w="100%">
        <Stack>
          <Title order={2}>{t('home:configInit')}</Title>
          <Text>{t('home:configInit.intro')}</Text>
          <StepsList />
        </Stack>
      </Card>
    </Center>
  );
}
