import { userEndpoints, warehouseEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';

/** Warehouses the caller may see, as select options. */
export function useWarehouseOptions() {
  const list = useApiQuery(warehouseEndpoints.getList, {});
  return (list.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }));
}

/** Active PDA accounts that may pick (of one warehouse when given), as select options. */
export function usePickerOptions(warehouseId?: string) {
  const list = useApiQuery(userEndpoints.getPickerList, warehouseId ? { warehouseId } : {});
  return (list.data ?? []).map((u) => ({ value: u.id, label: `${u.displayName} (${u.account})` }));
}
