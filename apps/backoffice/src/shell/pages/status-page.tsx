import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Status = '401' | '404' | '502';
const KEYS: Record<Status, ['unauthorizedTitle' | 'notFoundTitle' | 'upgradeTitle', string]> = {
  '401': ['unauthorizedTitle', 'unauthorizedBody'],
  '404': ['notFoundTitle', 'notFoundBody'],
  '502': ['upgradeTitle', 'upgradeBody'],
};

/** The status pages /401, /404 and /502 (system upgrade). */
export function StatusPage({ status }: { status: Status }) {
  const { t } = useTranslation('chrome');
  const [title, body] = KEYS[status];
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        <Title order={1}>{t(title)}</Title>
        <Text c="dimmed">{t(body)}</Text>
        <Button component={Link} to="/">
          {t('backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
