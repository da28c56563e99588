import { AppShell, Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSyncCounts } from '../../sync/use-sync-counts.ts';
import { usePda } from '../pda-context.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { LogoutButton } from './logout-button.tsx';
import { UpdateBanner } from './update-banner.tsx';

/** Header (back, title, network and queue state) above one task per screen; readable at 360×640. */
export function PdaShell() {
  const { t } = useTranslation('pda');
  const { identity } = usePda();
  const { online } = useNetwork();
  const { pending } = useSyncCounts();
  const home = useLocation().pathname === '/';
  return (
    <AppShell header={{ height: 56 }} padding="sm">
      <AppShell.Header px="xs">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            {!home && (
              <Button component={Link} to="/" variant="subtle" size="md" px="xs">
                ‹ {t('back')}
              </Button>
            )}
            {home && <Title order={4}>{t('appTitle')}</Title>}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Badge color={online ? 'green' : 'gray'} data-testid="network">
              {online ? t('online') : t('offline')}
            </Badge>
            {pending > 0 && (
              <Badge component={Link} to="/sync" color="orange" data-testid="pending-badge">
                {pending}
              </Badge>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size={480} px={0}>
          <UpdateBanner />
          <Outlet />
          {home && (
            <Group justify="space-between" mt="xl">
              <Text c="dimmed">{identity.displayName}</Text>
              <Group gap={0}>
                <LanguageToggle />
                <LogoutButton />
              </Group>
            </Group>
          )}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
