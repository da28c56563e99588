import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { type PalletRow, palletCodeEndpoints } from '@wms/api';
import { AppDialog, DateText, type ResourceFormProps, StatusBadge, useApi, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** A pallet with the cartons and products scanned onto it, and its print-pick sheet. */
export function PalletDetailDialog({ rows, onClose }: ResourceFormProps<PalletRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const row = rows[0];
  const detail = useApiQuery(palletCodeEndpoints.getDetail, { id: row?.id ?? '' }, { enabled: !!row });
  const print = async (withLines: boolean) => {
    const file = await api.call(palletCodeEndpoints.print, { ids: [row!.id], withLines });
    window.open(file.url, '_blank', 'noopener');
  };
  const d = detail.data;
  return (
    <AppDialog opened onClose={onClose} title={`${t('picking:palletDetail')} ${row?.palletCode ?? ''}`}>
      {d && (
        <Stack gap="sm">
          <Group gap="lg">
            <StatusBadge value={d.status} prefix="picking:palletCodeState" />
            <Text>{`${t('picking:use')}: ${t(`picking:palletUse.${d.use}`)}`}</Text>
            <Text>{`${t('picking:cartonQty')}: ${d.cartonQty}`}</Text>
            <Text>{`${t('picking:productQty')}: ${d.productQty}`}</Text>
            <Text>{`${t('picking:picker')}: ${d.pickerName ?? ''}`}</Text>
          </Group>
          <Table withTableBorder striped data-testid="pallet-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('picking:kind')}</Table.Th>
                <Table.Th>{t('picking:cartonNo')}</Table.Th>
                <Table.Th>{t('picking:productNo')}</Table.Th>
                <Table.Th>{t('picking:qty')}</Table.Th>
                <Table.Th>{t('picking:scannedBy')}</Table.Th>
                <Table.Th>{t('picking:scannedTime')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{t(`picking:lineKind.${line.kind}`)}</Table.Td>
                  <Table.Td>{line.cartonNo}</Table.Td>
                  <Table.Td>{line.productNo}</Table.Td>
                  <Table.Td>{line.qty}</Table.Td>
                  <Table.Td>{line.createdByName}</Table.Td>
                  <Table.Td>
                    <DateText value={line.scannedTime} withTime />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="light" onClick={() => print(false)}>
              {t('picking:palletPrint')}
            </Button>
            <Button onClick={() => print(true)}>{t('picking:printPick')}</Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
