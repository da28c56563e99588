import { Stack, Title } from '@mantine/core';
import { loginLogEndpoints } from '@wms/api';
import { defineResource, ResourceList } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The login log: who tried to log in, from where, into which app, and how it went. */
export const loginLogResource = defineResource({
  name: 'login-log',
  list: loginLogEndpoints.getPageList,
  rowKey: 'id',
  filters: [
    { name: 'account', kind: 'text', label: 'settings:account' },
    {
      name: 'success',
      kind: 'select',
      label: 'settings:loginResult',
      options: [
        { value: 'true', label: 'settings:loginResult.true' },
        { value: 'false', label: 'settings:loginResult.false' },
      ],
    },
  ],
  columns: [
    { accessor: 'createdTime', title: 'settings:loginTime', kind: 'datetime' },
    { accessor: 'account', title: 'settings:account' },
    { accessor: 'ip', title: 'settings:loginIp' },
    { accessor: 'system', title: 'settings:loginSystem' },
    {
      accessor: 'success',
      title: 'settings:loginResult',
      status: { prefix: 'settings:loginResult', colors: { true: 'green', false: 'red' } },
    },
    { accessor: 'reason', title: 'settings:loginReason' },
  ],
});

export function LoginLogPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Title order={3}>{t('settings:loginLog')}</Title>
      <ResourceList resource={loginLogResource} />
    </Stack>
  );
}
