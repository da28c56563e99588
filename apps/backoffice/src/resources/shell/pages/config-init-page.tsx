import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardEndpoints, routeTo, tenantAdminEndpoints, tenantEndpoints } from '@wms/api';
import { useApiMutation, useApiQuery, useCan } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SetupGuideWidget } from '../dashboard/guide-widgets.tsx';
import { StepsList } from './steps-list.tsx';

/**
 * Initial configuration (public route /config/init): the setup steps in order, each with where it stands,
 * and, for the administrator of a new tenant, the button that finishes it (later logins go home).
 */
export function ConfigInitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const overview = useApiQuery(dashboardEndpoints.getOverview, { days: 7 });
  const queryClient = useQueryClient();
  const finish = useApiMutation(tenantAdminEndpoints.finishInit, {
    invalidates: [],
    // The dashboard sends an unfinished tenant's administrator here from its cached tenant info: drop it,
    // or the dashboard would read "not initialized" once more and send them straight back.
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(tenantEndpoints.getTenantInfo.path),
      });
      void navigate(routeTo('shell.dashboard'));
    },
  });
  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={640} w="100%">
        <Stack>
          <Title order={2}>{t('home:configInit')}</Title>
          <Text>{t('home:configInit.intro')}</Text>
          {overview.data ? <SetupGuideWidget steps={overview.data.setupGuide} /> : <StepsList />}
          {can(tenantAdminEndpoints.finishInit) && (
            <Group justify="flex-end">
              <Button loading={finish.isPending} onClick={() => finish.mutate({})}>
                {t('tenants:finishInit')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
