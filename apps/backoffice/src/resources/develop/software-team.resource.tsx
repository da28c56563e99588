import { Alert, Stack, Text, Title } from '@mantine/core';
import { type SoftwareTeamMember, softwareTeamEndpoints } from '@wms/api';
import { DataTable, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The software team: the accounts that administer this tenant's develop area. */
export function SoftwareTeamPage() {
  const { t } = useTranslation();
  const team = useApiQuery(softwareTeamEndpoints.getList, {});
  return (
    <Stack p="md" data-testid="software-team">
      <Title order={3}>{t('develop:softwareTeam')}</Title>
      <Alert color="gray">
        <Text size="sm">{t('develop:softwareTeam.note')}</Text>
      </Alert>
      <DataTable<SoftwareTeamMember>
        data-testid="software-team-list"
        records={team.data ?? []}
        rowKey={(m) => m.userId}
        loaded={team.isSuccess}
        columns={[
          { accessor: 'account', title: 'develop:softwareTeam.account' },
          { accessor: 'displayName', title: 'develop:softwareTeam.name' },
          { accessor: 'roleName', title: 'develop:softwareTeam.role' },
          { accessor: 'developPages', title: 'develop:softwareTeam.pages' },
          { accessor: 'email', title: 'develop:softwareTeam.email' },
          { accessor: 'phone', title: 'develop:softwareTeam.phone' },
          {
            accessor: 'isDisabled',
            title: 'develop:softwareTeam.state',
            status: { prefix: 'develop:softwareTeam.disabled', colors: { true: 'red', false: 'green' } },
          },
          { accessor: 'lastLoginTime', title: 'develop:softwareTeam.lastLogin', kind: 'datetime' },
        ]}
      />
    </Stack>
  );
}
