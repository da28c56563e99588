import { Select } from '@mantine/core';
import { warehouseEndpoints } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useUrlSearch } from './url-search.ts';
import { useApiQuery } from './use-api.ts';

/** The URL key of the warehouse a screen works in; list queries that take `warehouseId` filter by it. */
export const WAREHOUSE_PARAM = 'warehouseId';

/** The warehouse a screen works in, from the URL (`?warehouseId=`), so a link or reload keeps it. */
export function useWarehouseParam(): string | undefined {
  const [params] = useSearchParams();
  return params.get(WAREHOUSE_PARAM) || undefined;
}

/**
 * Chooses the warehouse of a screen among those the user may see (Base/Warehouse/GetList). It writes the
 * URL, so the screen's list (whose query has `warehouseId`) filters by it and imports and bulk actions
 * know which warehouse they are for.
 */
export function WarehouseSelect({ required = false }: { required?: boolean }) {
  const { t } = useTranslation();
  const { params, update } = useUrlSearch();
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const choose = (value: string | null) =>
    update((next) => {
      if (value) next.set(WAREHOUSE_PARAM, value);
      else next.delete(WAREHOUSE_PARAM);
      next.delete('pageIndex');
      return next;
    });
  return (
    <Select
      label={t('resource:warehouse')}
      placeholder={t('resource:allWarehouses')}
      withAsterisk={required}
      clearable={!required}
      searchable
      w={260}
      data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
      value={params.get(WAREHOUSE_PARAM)}
      onChange={choose}
    />
  );
}
