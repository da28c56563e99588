import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { routeTo, type UserDetail, userEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { useApiQuery } from '@wms/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AccountForm } from './accounts.resource.tsx';
import { PdaMenusDialog } from './pda-menus-dialog.tsx';
import { WmsConfigDialog } from './wms-config-dialog.tsx';

type Dialog = 'edit' | 'pda' | 'wms' | null;

function Field({ labelKey, children }: { labelKey: MessageKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t(labelKey)}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function Summary({ d }: { d: UserDetail }) {
  const { t } = useTranslation();
  const names = (items: string[]) => items.join(', ') || '—';
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }}>
      <Field labelKey="settings:account">{d.account}</Field>
      <Field labelKey="settings:displayName">{d.displayName}</Field>
      <Field labelKey="settings:userKind">{t(`settings:userKind.${d.kind}`)}</Field>
      <Field labelKey="settings:role">{d.roleName}</Field>
      <Field labelKey="settings:dataPermission">{t(`settings:dataPermission.${d.dataPermission}`)}</Field>
      <Field labelKey="settings:extraPermissions">{d.extraFunctionPoints.length}</Field>
      <Field labelKey="settings:warehouseList">{names(d.warehouseList.map((w) => w.warehouseName))}</Field>
      <Field labelKey="settings:customerList">{names(d.customerList.map((c) => c.customerName))}</Field>
    </SimpleGrid>
  );
}

/**
 * One account's configuration (route `?id=`): what it is and holds, with its edit, PDA configuration and
 * WMS configuration dialogs, the same dialogs the account list opens. The account-edit, PDA-config and
 * WMS-config routes are this page with their dialog open.
 */
function AccountConfig({ open }: { open: Dialog }) {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const [dialog, setDialog] = useState<Dialog>(open);
  const detail = useApiQuery(userEndpoints.getUserNewDetail, { id }, { enabled: Boolean(id) });
  if (!id)
    return <Navigate replace to={routeTo('system.account', open === 'edit' ? { dialog: 'create' } : {})} />;
  const d = detail.data;
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    void detail.refetch();
  };
  return (
    <Stack p="md" data-testid="account-config">
      <Group justify="space-between">
        <Title order={3}>
          {t('sysSettings:accountConfig')}
          {d ? ` · ${d.account}` : ''}
        </Title>
        <Button variant="default" component={Link} to={routeTo('system.account')}>
          {t('sysSettings:backToAccounts')}
        </Button>
      </Group>
      {detail.isLoading && <Text c="dimmed">{t('resource:loading')}</Text>}
      {detail.isError && <Alert color="red">{t('sysSettings:accountNotFound')}</Alert>}
      {d && (
        <Paper withBorder p="md">
          <Stack>
            {d.isDeleted && <Badge color="gray">{t('sysSettings:deactivated')}</Badge>}
            <Summary d={d} />
            {!d.isDeleted && (
              <Group>
                <Button onClick={() => setDialog('edit')}>{t('settings:editAccount')}</Button>
                <Button variant="light" onClick={() => setDialog('wms')}>
                  {t('settings:wmsConfig')}
                </Button>
                {d.kind === 'pda' && (
                  <Button variant="light" onClick={() => setDialog('pda')}>
                    {t('settings:pdaConfig')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {d && !d.isDeleted && dialog === 'edit' && <AccountForm rows={[d]} onClose={close} onDone={done} />}
      {d && !d.isDeleted && dialog === 'wms' && <WmsConfigDialog rows={[d]} onClose={close} onDone={done} />}
      {d && !d.isDeleted && dialog === 'pda' && d.kind === 'pda' && (
        <PdaMenusDialog rows={[d]} onClose={close} onDone={done} />
      )}
    </Stack>
  );
}

export const AccountConfigPage = () => <AccountConfig open={null} />;
export const AccountEditPage = () => <AccountConfig open="edit" />;
export const PdaConfigPage = () => <AccountConfig open="pda" />;
export const WmsConfigPage = () => <AccountConfig open="wms" />;
