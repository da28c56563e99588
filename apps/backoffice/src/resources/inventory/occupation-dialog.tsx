import { Badge, Button, Checkbox, Stack } from '@mantine/core';
import { stockEndpoints } from '@wms/api';
import { AppDialog, DataTable, useApiMutation, useApiQuery, useConfirm, useRowDialog } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { active: 'blue', released: 'gray', shipped: 'green' } as const;

/** What holds a stock row: allocations and locks with their source number and module; locks unlock here. */
export function OccupationDialog() {
  const { t } = useTranslation();
  const { id, close } = useRowDialog('occupation');
  const [all, setAll] = useState(true);
  const list = useApiQuery(
    stockEndpoints.getOccupationList,
    { stockId: id ?? '', onlyActive: !all },
    { enabled: id !== null },
  );
  const unlock = useApiMutation(stockEndpoints.unlock);
  const [confirmDialog, confirm] = useConfirm();
  const run = async (occupationId: string) => {
    if (!(await confirm(t('inventory:confirmUnlock')))) return;
    await unlock.mutateAsync({ occupationId }).catch(() => undefined);
  };
  return (
    <AppDialog opened={id !== null} onClose={close} title={t('inventory:occupationList')}>
      <Stack>
        <Checkbox
          label={t('inventory:showFinished')}
          checked={all}
          onChange={(e) => setAll(e.currentTarget.checked)}
        />
        <DataTable
          data-testid="occupations"
          striped
          records={list.data ?? []}
          rowKey={(o) => o.id}
          loaded={list.isSuccess}
          columns={[
            { accessor: 'sourceNo', title: 'inventory:sourceNumber' },
            { accessor: 'sourceModule', title: 'inventory:sourceModule', codeText: 'inventory:source' },
            {
              accessor: 'kind',
              title: 'inventory:occupationKind',
              render: (o) => t(`inventory:occupationKind.${o.kind}`),
            },
            { accessor: 'quantity', title: 'inventory:quantity' },
            { accessor: 'shippedQty', title: 'inventory:shippedQty' },
            {
              accessor: 'state',
              title: 'inventory:occupationState',
              render: (o) => (
                <Badge variant="light" color={STATE_COLORS[o.state]}>
                  {t(`inventory:occupationState.${o.state}`)}
                </Badge>
              ),
            },
            { accessor: 'createdTime', title: 'inventory:createdTime', kind: 'datetime' },
            {
              key: 'actions',
              // A shipped lock still offers unlocking, so the server's refusal tells why it cannot.
              render: (o) =>
                o.kind === 'lock' &&
                o.state !== 'released' && (
                  <Button size="compact-xs" variant="subtle" onClick={() => run(o.id)}>
                    {t('inventory:unlock')}
                  </Button>
                ),
            },
          ]}
        />
      </Stack>
      {confirmDialog}
    </AppDialog>
  );
}
