import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPackages, orders, shipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { ledgerService } from '../finance/ledger.service.ts';
import { appendLogs } from './order-log.ts';

interface Labelled {
  id: string;
  trackingNo: string | null;
}

/**
 * Gives up the labels of orders that went back to pending or were cancelled: the shipment is voided (the
 * own delivery needs no carrier call; a carrier adapter would cancel its label here) and the order no
 * longer carries a tracking number. It lives with the orders because an order move gives the label up, and
 * shipping builds on orders, never the reverse.
 */
export async function voidLabels(tx: Tx, principal: Principal, labelled: Labelled[], now: Date) {
  const ids = labelled.map((o) => o.id);
  await tx
    .update(shipments)
    .set({ state: 'voided', updatedAt: now, updatedBy: principal.userId })
    .where(
      and(
        eq(shipments.tenantId, principal.tenantId),
        inArray(shipments.orderId, ids),
        eq(shipments.state, 'active'),
      ),
    );
  // The label's freight comes back to the customer's account at once (a prepaid balance sees it now).
  await ledgerService.reverseVoidedLabels(tx, principal.tenantId, ids, principal.userId);
  await tx
    .update(orders)
    .set({ trackingNo: null, labelFileId: null, labelCreatedAt: null, updatedAt: now })
    .where(and(eq(orders.tenantId, principal.tenantId), inArray(orders.id, ids)));
  await tx
    .update(orderPackages)
    .set({ trackingNo: null })
    .where(and(eq(orderPackages.tenantId, principal.tenantId), inArray(orderPackages.orderId, ids)));
  await appendLogs(
    tx,
    principal,
    labelled.map((o) => ({
      orderId: o.id,
      action: 'voidLabel',
      changes: { trackingNo: { before: o.trackingNo, after: null } },
    })),
    now,
  );
}
