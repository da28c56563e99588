import type { Tx } from '../../db/client.ts';
import { transferCharges } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { TransferRecord } from './transfer-rows.ts';

/**
 * pallets: pallets built; labels: labels applied; handover: the order left with its truck; ltl: its pallets
 * were loaded on an LTL packing (less-than-truckload).
 */
export type TransferChargeKind = 'pallets' | 'labels' | 'handover' | 'ltl';

/**
 * Records a billable fact of an order once per kind: building the pallets again (after a withdraw)
 * updates the count instead of billing a second time.
 */
export async function recordTransferCharge(
  tx: Tx,
  principal: Principal,
  row: TransferRecord,
  kind: TransferChargeKind,
  quantity: number,
  now: Date,
) {
  await tx
    .insert(transferCharges)
    .values({
      tenantId: row.tenantId,
      transferId: row.id,
      kind,
      customerId: row.customerId,
      warehouseId: row.warehouseId,
      quantity,
      occurredAt: now,
      createdBy: principal.userId,
    })
    .onConflictDoUpdate({
      target: [transferCharges.tenantId, transferCharges.transferId, transferCharges.kind],
      set: { quantity, occurredAt: now },
    });
}
