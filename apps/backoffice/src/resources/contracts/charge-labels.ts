import type { WAREHOUSE_CHARGE_TYPES } from '@wms/api';

/** The one label of each warehouse charge component (the customers namespace's charge terms). */
const labels = {
  storage: 'customers:charge.storage',
  pallet: 'customers:charge.tray',
  unit: 'customers:charge.unit',
  stockKeeping: 'customers:charge.stockage',
  overtime: 'customers:charge.overtime',
  warehousing: 'customers:charge.warehousing',
  unloading: 'customers:charge.unloading',
  unloadingDiscount: 'customers:charge.unloadingDiscount',
  excessUnloading: 'customers:charge.exceededUnloading',
  sorting: 'customers:charge.sorting',
  remoteArea: 'customers:charge.remoteAreas',
  labelling: 'customers:charge.labelling',
  orderProcessing: 'customers:charge.orderProcessing',
  workOrder: 'customers:charge.workOrder',
  other: 'customers:charge.other',
} as const satisfies Record<(typeof WAREHOUSE_CHARGE_TYPES)[number], string>;

export const chargeLabel = (type: (typeof WAREHOUSE_CHARGE_TYPES)[number]) => labels[type];
