import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { routeTo, type StoreAuthorization, salesPlatformEndpoints } from '@wms/api';
import { DataTable, useApiMutation, useApiQuery, useCan, useConfirm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

function PlatformList() {
  const { t, i18n } = useTranslation();
  const platforms = useApiQuery(salesPlatformEndpoints.getAll, {});
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t('develop:platforms')}
      </Title>
      <DataTable
        data-testid="platform-list"
        records={platforms.data ?? []}
        loaded={platforms.isSuccess}
        rowKey={(row) => row.code}
        columns={[
          { accessor: 'code', title: 'develop:platform.code' },
          {
            key: 'name',
            title: 'develop:platform.name',
            render: (row) => (i18n.language === 'en' ? row.name_En : row.name),
          },
          {
            accessor: 'authorization',
            title: 'develop:platform.authorization',
            status: { prefix: 'develop:platform.authorization', colors: { oauth: 'blue', none: 'gray' } },
          },
        ]}
      />
    </Paper>
  );
}

/** Each customer store with its authorisation; Amazon stores are authorised through the Amazon login page. */
function StoreList() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const stores = useApiQuery(salesPlatformEndpoints.getStoreAuthList, {});
  const revoke = useApiMutation(salesPlatformEndpoints.revokeStore);
  const [confirmDialog, confirm] = useConfirm();
  const actions = (row: StoreAuthorization) => (
    <Group gap={4} wrap="nowrap">
      {row.canAuthorize && can(salesPlatformEndpoints.amazonAuthorize) && (
        <Button
          size="compact-xs"
          variant="light"
          data-testid={`store-authorize-${row.storeName}`}
          onClick={() => navigate(routeTo('system.amazon-login', { storeId: row.storeId }))}
        >
          {t('develop:store.authorize')}
        </Button>
      )}
      {row.isAuthorized && can(salesPlatformEndpoints.revokeStore) && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={async () => {
            if (await confirm(t('develop:store.confirmRevoke', { name: row.storeName })))
              revoke.mutate({ storeId: row.storeId });
          }}
        >
          {t('develop:store.revoke')}
        </Button>
      )}
    </Group>
  );
  return (
    <Paper withBorder p="sm">
      <Title order={5} mb="xs">
        {t('develop:stores')}
      </Title>
      <DataTable<StoreAuthorization>
        data-testid="store-auth-list"
        records={stores.data ?? []}
        rowKey={(row) => row.storeId}
        empty={stores.isSuccess ? t('develop:store.empty') : undefined}
        columns={[
          { accessor: 'customerName', title: 'develop:store.customer' },
          { accessor: 'storeName', title: 'develop:store.name' },
          { accessor: 'platform', title: 'develop:store.platform' },
          {
            accessor: 'isAuthorized',
            title: 'develop:store.authorized',
            status: { prefix: 'develop:store.authorized', colors: { true: 'green', false: 'gray' } },
          },
          { accessor: 'sellingPartnerId', title: 'develop:store.sellingPartnerId' },
          { accessor: 'authorizedTime', title: 'develop:store.authorizedTime', kind: 'datetime' },
          { key: 'actions', render: actions },
        ]}
      />
      {confirmDialog}
    </Paper>
  );
}

export function PlatformAuthPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md" data-testid="platform-auth">
      <Title order={3}>{t('develop:platformAuth')}</Title>
      <PlatformList />
      <StoreList />
    </Stack>
  );
}
