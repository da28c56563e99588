import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { isPickListOpen, type PickListRow, pickingOrderEndpoints } from '@wms/api';
import {
  AppDialog,
  DataTable,
  type ResourceFormProps,
  StatusBadge,
  useApiMutation,
  useApiQuery,
} from '@wms/ui';
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
          <DataTable
            striped
            data-testid="pick-lines"
            records={d.lines}
            rowKey={(line) => line.id}
            columns={[
              { key: 'seq', header: '#', render: (line) => d.lines.indexOf(line) + 1 },
              { accessor: 'locationName', title: 'picking:location' },
              { accessor: 'productNo', title: 'picking:productNo' },
              { accessor: 'orderNo', title: 'orders:orderNo' },
              { accessor: 'qty', title: 'picking:qty' },
              { accessor: 'pickedQty', title: 'picking:pickedQty' },
              { accessor: 'inventoryQty', title: 'picking:inventoryQty' },
              { accessor: 'state', title: 'picking:status', status: { prefix: 'picking:pickState' } },
              {
                key: 'actions',
                render: (line) =>
                  line.state !== 'picked' &&
                  line.state !== 'outOfStock' &&
                  isPickListOpen(d.state) && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="orange"
                      onClick={() => short.mutate({ id: d.id, lineIds: [line.id] })}
                    >
                      {t('picking:action.markOutOfStock')}
                    </Button>
                  ),
              },
            ]}
          />
        </Stack>
      )}
    </AppDialog>
  );
}
