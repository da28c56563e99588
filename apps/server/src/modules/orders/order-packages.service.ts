import { type EndpointParsedInput, type orderEditEndpoints, uuidv7 } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPackages } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { toHundredths } from '../../platform/money.ts';
import { assertBeforeLabel, patchOrder } from './order-edits.ts';
import { packagesOf } from './order-rows.ts';
import { lockOrder, onlyOne } from './order-store.ts';

type PackagesInput = EndpointParsedInput<typeof orderEditEndpoints.createOrUpdatePackage>;

/**
 * CreateOrUpdatePackage: the parcels of one order replace the old ones. The header follows them: package
 * number, multi-package flag, the first parcel's size and the total weight.
 */
async function upsertPackages(tx: Tx, principal: Principal, input: PackagesInput, now: Date) {
  const order = await lockOrder(tx, principal, onlyOne(input.ids));
  assertBeforeLabel(order);
  await tx
    .delete(orderPackages)
    .where(and(eq(orderPackages.tenantId, principal.tenantId), eq(orderPackages.orderId, order.id)));
  await tx.insert(orderPackages).values(
    input.packages.map((p, i) => ({
      id: p.id ?? uuidv7(),
      tenantId: principal.tenantId,
      orderId: order.id,
      packageNo: i + 1,
      length: p.length,
      width: p.width,
      height: p.height,
      weight: p.weight,
      skuList: p.skuList ?? null,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    })),
  );
  const first = input.packages[0]!;
  await patchOrder(
    tx,
    principal,
    order,
    {
      packageNum: input.packages.length,
      isMultiPackage: input.packages.length > 1,
      length: first.length,
      width: first.width,
      height: first.height,
      totalWeight: input.packages.reduce((sum, p) => sum + toHundredths(p.weight), 0) / 100,
    },
    'edit.packages',
    now,
  );
  return packagesOf(tx, principal.tenantId, order.id);
}

export const orderPackagesService = { upsertPackages };
