import { Progress, Stack, Table, Text, Title } from '@mantine/core';
import { pickingOrderEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Pick progress per kind (drop-shipping, transport, truck): lists by state and units picked. */
export function PickProgressPage() {
  const { t } = useTranslation();
  const progress = useApiQuery(pickingOrderEndpoints.getPickingProgress, {});
  return (
    <Stack p="md">
      <Title order={3}>{t('picking:pickProgress')}</Title>
      {progress.isLoading && <Text c="dimmed">{t('resource:loading')}</Text>}
      <Table withTableBorder striped data-testid="pick-progress">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('picking:kind')}</Table.Th>
            <Table.Th>{t('picking:pickState.unPick')}</Table.Th>
            <Table.Th>{t('picking:pickState.picking')}</Table.Th>
            <Table.Th>{t('picking:pickState.picked')}</Table.Th>
            <Table.Th>{t('picking:pickProgress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(progress.data ?? []).map((row) => (
            <Table.Tr key={row.kind}>
              <Table.Td>{t(`picking:kind.${row.kind}`)}</Table.Td>
              <Table.Td>{row.unPick}</Table.Td>
              <Table.Td>{row.picking}</Table.Td>
              <Table.Td>{row.picked}</Table.Td>
              <Table.Td w="35%">
                <Text size="xs">{`${row.pickedQty} / ${row.totalQty}`}</Text>
                <Progress value={row.totalQty ? (row.pickedQty / row.totalQty) * 100 : 0} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
