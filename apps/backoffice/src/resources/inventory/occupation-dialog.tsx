import { Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { stockEndpoints } from '@wms/api';
import {
  AppDialog,
  CodeText,
  DateText,
  useApiMutation,
  useApiQuery,
  useConfirm,
  useRowDialog,
} from '@wms/ui';
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
        {list.data?.length === 0 && <Text c="dimmed">{t('resource:empty')}</Text>}
        <Table data-testid="occupations" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inventory:sourceNumber')}</Table.Th>
              <Table.Th>{t('inventory:sourceModule')}</Table.Th>
              <Table.Th>{t('inventory:occupationKind')}</Table.Th>
              <Table.Th>{t('inventory:quantity')}</Table.Th>
              <Table.Th>{t('inventory:shippedQty')}</Table.Th>
              <Table.Th>{t('inventory:occupationState')}</Table.Th>
              <Table.Th>{t('inventory:createdTime')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>{o.sourceNo}</Table.Td>
                <Table.Td>
                  <CodeText value={o.sourceModule} prefix="inventory:source" />
                </Table.Td>
                <Table.Td>{t(`inventory:occupationKind.${o.kind}`)}</Table.Td>
                <Table.Td>{o.quantity}</Table.Td>
                <Table.Td>{o.shippedQty}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATE_COLORS[o.state]}>
                    {t(`inventory:occupationState.${o.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <DateText value={o.createdTime} withTime />
                </Table.Td>
                <Table.Td>
                  {o.kind === 'lock' && o.state !== 'released' && (
                    <Button size="compact-xs" variant="subtle" onClick={() => run(o.id)}>
                      {t('inventory:unlock')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {confirmDialog}
    </AppDialog>
  );
}
