import { Button, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { LIMITS, locationEndpoints, productEndpoints, stockEndpoints } from '@wms/api';
import { AppDialog, DataTable, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Stock selection: up to 50 products and 50 locations of one warehouse, each at most once; the
 * stock they hold is listed for the caller to pick from.
 */
export function StockSelectionDialog(props: { warehouseId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [productIds, setProductIds] = useState<string[]>([]);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const products = useApiQuery(productEndpoints.getSelectListByPage, {
    pageIndex: 1,
    pageSize: 50,
    keyword: search || undefined,
  });
  const locations = useApiQuery(locationEndpoints.getList, { warehouseId: props.warehouseId });
  const chosen = productIds.length + locationIds.length > 0;
  const stock = useApiQuery(
    stockEndpoints.getStockSelect,
    { warehouseId: props.warehouseId, productIds, locationIds },
    { enabled: props.opened && chosen },
  );
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={t('inventory:stockSelection')}>
      <Stack>
        <SimpleGrid cols={2}>
          <MultiSelect
            label={t('inventory:selectProducts')}
            searchable
            maxValues={LIMITS.stockSelectMax}
            searchValue={search}
            onSearchChange={setSearch}
            data={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.productNo }))}
            value={productIds}
            onChange={setProductIds}
          />
          <MultiSelect
            label={t('inventory:selectLocations')}
            searchable
            maxValues={LIMITS.stockSelectMax}
            data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.locationName }))}
            value={locationIds}
            onChange={setLocationIds}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('inventory:stockSelectionMax')}
        </Text>
        {!chosen && <Text c="dimmed">{t('inventory:selectProductOrLocation')}</Text>}
        {chosen && (
          <DataTable
            striped
            data-testid="stock-selection"
            records={stock.data ?? []}
            rowKey={(row) => row.id}
            columns={[
              { accessor: 'productNo', title: 'inventory:productNo' },
              { accessor: 'locationName', title: 'inventory:locationInfo' },
              { accessor: 'quantity', title: 'inventory:stock' },
              { accessor: 'availableQty', title: 'inventory:availableQty' },
            ]}
          />
        )}
        <Button variant="default" onClick={props.onClose} style={{ alignSelf: 'flex-end' }}>
          {t('resource:close')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
