import { ErrorCode } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerStores } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';

type StoreRow = typeof customerStores.$inferSelect;

/**
 * One rule for the order form and the import: an order's store is an existing store, named without
 * regard to case; a name two stores share is ambiguous. Answers the store or the refusal's code.
 */
export function matchStore<S extends Pick<StoreRow, 'name'>>(
  stores: readonly S[],
  name: string,
): { store: S } | { code: typeof ErrorCode.orderStoreUnknown | typeof ErrorCode.orderStoreAmbiguous } {
  const wanted = name.trim().toLowerCase();
  const matches = stores.filter((s) => s.name.toLowerCase() === wanted);
  if (matches.length === 1) return { store: matches[0]! };
  return { code: matches.length ? ErrorCode.orderStoreAmbiguous : ErrorCode.orderStoreUnknown };
}

/**
 * The store an order typed in the form names, among its customer's live stores: the order takes the
 * store's id, its exact name and (unless one is given) its platform. No store named, nothing to check.
 */
export async function withCustomerStore<
  I extends { storeId?: string | null; storeName?: string | null; platform?: string | null },
>(tx: Tx, principal: Principal, customerId: string, input: I): Promise<I> {
  if (!input.storeId && !input.storeName) return input;
  const stores = await tx
    .select()
    .from(customerStores)
    .where(
      and(
        eq(customerStores.tenantId, principal.tenantId),
        eq(customerStores.customerId, customerId),
        isNull(customerStores.deletedAt),
      ),
    );
  const found = input.storeId
    ? stores.find((s) => s.id === input.storeId)
    : (() => {
        const match = matchStore(stores, input.storeName!);
        if ('code' in match) throw new BizError(match.code, { store: input.storeName! });
        return match.store;
      })();
  if (!found) throw new BizError(ErrorCode.orderStoreUnknown, { store: input.storeName ?? '' });
  return { ...input, storeId: found.id, storeName: found.name, platform: input.platform || found.platform };
}
