import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type PickListRow, pickingOrderEndpoints } from '@wms/api';
import { AppDialog, type ResourceFormProps, StatusBadge, useApiMutation, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { PickRouteMap } from './pick-route-map.tsx';

/** A pick list's detail: its route on the aisle map with the walking distance next to S-shape's, and its lines. */
export function PickListDetailDialog({ rows, onClose }: ResourceFormProps<PickListRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const detail = useApiQuery(
    pickingOrderEndpoints.getPickingOrderDetail,
    { id: row?.id ?? '' },
    { enabled: !!row },
  );
  const short = useApiMutation(pickingOrderEndpoints.markOutOfStock);
  const d = detail.data;
  const saved = d && d.sShapeDistance > 0 ? Math.round((1 - d.walkDistance / d.sShapeDistance) * 100) : 0;
  return (
    <AppDialog
      opened
      onClose={onClose}
      width={1100}
      title={`${t('picking:pickList')} ${row?.pickListNo ?? ''}`}
    >
      {!d ? (
        <Text c="dimmed">{t('resource:loading')}</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="lg" data-testid="route-distances">
            <Text>
              {`${t('picking:walkingDistance')} (${t(`picking:route.${d.routeStrategy}` as never)}): `}
              <b data-testid="walk-distance">{t('picking:meters', { value: d.walkDistance })}</b>
            </Text>
            <Text>
              {`${t('picking:route.sShape')}: `}
              <b data-testid="s-shape-distance">{t('picking:meters', { value: d.sShapeDistance })}</b>
            </Text>
            {saved > 0 && <Badge color="green">{t('picking:routeSaving', { percent: saved })}</Badge>}
            <StatusBadge value={d.state} prefix="picking:pickState" />
            <Text>{d.pickerName ?? t('picking:noPicker')}</Text>
          </Group>
          <PickRouteMap detail={d} />
          <Table withTableBorder striped data-testid="pick-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('picking:location')}</Table.Th>
                <Table.Th>{t('picking:productNo')}</Table.Th>
                <Table.Th>{t('orders:orderNo')}</Table.Th>
                <Table.Th>{t('picking:qty')}</Table.Th>
                <Table.Th>{t('picking:pickedQty')}</Table.Th>
                <Table.Th>{t('picking:inventoryQty')}</Table.Th>
                <Table.Th>{t('picking:status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lines.map((line, index) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{line.locationName}</Table.Td>
                  <Table.Td>{line.productNo}</Table.Td>
                  <Table.Td>{line.orderNo}</Table.Td>
                  <Table.Td>{line.qty}</Table.Td>
                  <Table.Td>{line.pickedQty}</Table.Td>
                  <Table.Td>{line.inventoryQty}</Table.Td>
                  <Table.Td>
                    <StatusBadge value={line.state} prefix="picking:pickState" />
                  </Table.Td>
                  <Table.Td>
                    {line.state !== 'picked' && line.state !== 'outOfStock' && d.state !== 'cancelled' && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="orange"
                        onClick={() => short.mutate({ id: d.id, lineIds: [line.id] })}
                      >
                        {t('picking:action.markOutOfStock')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </AppDialog>
  );
}
