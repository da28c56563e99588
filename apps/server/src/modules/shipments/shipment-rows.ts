import type { ShipmentRow, ShipmentStatus, ShipmentTab } from '@wms/api';
import { shipmentTabs } from '@wms/api';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, inboundShipments, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { iso } from '../../platform/values.ts';

export type ShipmentRecord = typeof inboundShipments.$inferSelect;
const s = inboundShipments;

/** The caller's shipments: its tenant, warehouses and customers; never a removed one. */
export function scoped(principal: Principal, ...more: (SQL | undefined)[]) {
  return and(
    eq(s.tenantId, principal.tenantId),
    warehouseScope(principal, s.warehouseId),
    customerScope(principal, s.customerId),
    ...more,
  );
}

/** The statuses of a tab, plus the received-differs filter of the abnormal-different tab. */
export function tabWhere(tab: ShipmentTab): SQL | undefined {
  return and(
    inArray(s.status, [...shipmentTabs[tab]]),
    tab === 'abnormalDifferent' ? eq(s.receivedDiffers, true) : undefined,
  );
}

const hundredths = (n: number) => n / 100;
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** Reads list rows with the warehouse's name and the customer's code. */
export async function shipmentRows(
  tx: Tx,
  where: SQL | undefined,
  window: { limit: number; offset: number },
  order: SQL[],
): Promise<ShipmentRow[]> {
  const found = await tx
    .select({ row: s, warehouseName: warehouses.name, customerCode: customers.customerCode })
    .from(s)
    .innerJoin(warehouses, and(eq(warehouses.tenantId, s.tenantId), eq(warehouses.id, s.warehouseId)))
    .innerJoin(customers, and(eq(customers.tenantId, s.tenantId), eq(customers.id, s.customerId)))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return found.map(({ row, warehouseName, customerCode }) => toShipment(row, warehouseName, customerCode));
}

export function toShipment(row: ShipmentRecord, warehouseName: string, customerCode: string): ShipmentRow {
  return {
    id: row.id,
    transportNo: row.transportNo,
    containerNo: row.containerNo,
    containerType: row.containerType as ShipmentRow['containerType'],
    transportType: row.transportType as ShipmentRow['transportType'],
    transportCompany: row.transportCompany,
    warehouseId: row.warehouseId,
    warehouseName,
    customerId: row.customerId,
    customerCode,
    etd: row.etd,
    eta: row.eta,
    etaPort: row.etaPort,
    etaWarehouse: row.etaWarehouse,
    boxNo: row.boxNo,
    remark: row.remark,
    status: row.status as ShipmentStatus,
    cartonCountSend: row.cartonCountSend,
    qtyTotal: row.qtyTotal,
    cbmProduct: hundredths(row.cbmHundredths),
    weightTotal: hundredths(row.weightHundredths),
    valueTotal: hundredths(row.valueCents),
    countCarton: row.countCarton,
    shipmentCount: row.lineCount,
    additionalNum: row.additionalNum,
    rejectReason: row.rejectReason,
    receiptState: row.receiptState as ShipmentRow['receiptState'],
    abnormalMessage: row.abnormalMessage,
    appointmentDeliverTime: isoOrNull(row.appointmentDeliverTime),
    deliveryTime: isoOrNull(row.deliveryTime),
    emptiedTime: isoOrNull(row.emptiedTime),
    createdTime: iso(row.createdAt),
  };
}
