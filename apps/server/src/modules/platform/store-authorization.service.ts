import { canAuthorizeStore, ErrorCode, type Store, type StoreAuthorization } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeAuthorizations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { storesService } from '../customers/stores.service.ts';

type AuthRow = typeof storeAuthorizations.$inferSelect;

const toAuthorization = (store: Store, auth: AuthRow | undefined): StoreAuthorization => ({
  storeId: store.id,
  customerId: store.customerId,
  customerName: store.customerName,
  storeName: store.name,
  platform: store.platform,
  isEnabled: store.isEnabled,
  isAuthorized: store.isAuthorized,
  canAuthorize: canAuthorizeStore(store.platform),
  sellingPartnerId: auth?.sellingPartnerId ?? '',
  authorizedTime: auth ? auth.authorizedAt.toISOString() : null,
});

async function authOf(tx: Tx, tenantId: string, storeId: string) {
  const [row] = await tx
    .select()
    .from(storeAuthorizations)
    .where(and(eq(storeAuthorizations.tenantId, tenantId), eq(storeAuthorizations.storeId, storeId)));
  return row;
}

/** A store the caller may see, refused by name when it is not there (another customer's store included). */
export async function findStore(tx: Tx, principal: Principal, storeId: string): Promise<Store> {
  const [store] = (await storesService.list(tx, principal, {})).filter((s) => s.id === storeId);
  if (!store) throw new BizError(ErrorCode.storeNotFound);
  return store;
}

/** Shop authorisation: which stores are authorised on their platform; tokens stay sealed in the table. */
export const storeAuthorizationService = {
  async list(tx: Tx, principal: Principal, customerId?: string): Promise<StoreAuthorization[]> {
    const stores = await storesService.list(tx, principal, { customerId });
    const auths = await tx
      .select()
      .from(storeAuthorizations)
      .where(eq(storeAuthorizations.tenantId, principal.tenantId));
    const byStore = new Map(auths.map((a) => [a.storeId, a]));
    return stores.map((store) => toAuthorization(store, byStore.get(store.id)));
  },

  /** Keeps the store's sealed refresh token and marks it authorised. */
  async save(
    tx: Tx,
    principal: Principal,
    store: Store,
    grant: { sellingPartnerId: string; refreshTokenSealed: string },
    now: Date,
  ): Promise<StoreAuthorization> {
    const values = {
      ...grant,
      platform: store.platform,
      authorizedAt: now,
      updatedAt: now,
      updatedBy: principal.userId,
    };
    await tx
      .insert(storeAuthorizations)
      .values({
        tenantId: principal.tenantId,
        storeId: store.id,
        createdAt: now,
        createdBy: principal.userId,
        ...values,
      })
      .onConflictDoUpdate({
        target: [storeAuthorizations.tenantId, storeAuthorizations.storeId],
        set: values,
      });
    const updated = await storesService.setAuthorized(tx, principal, store.id, true, now);
    return toAuthorization(updated, await authOf(tx, principal.tenantId, store.id));
  },

  async revoke(tx: Tx, principal: Principal, storeId: string, now: Date): Promise<StoreAuthorization> {
    await findStore(tx, principal, storeId);
    await tx
      .delete(storeAuthorizations)
      .where(
        and(eq(storeAuthorizations.tenantId, principal.tenantId), eq(storeAuthorizations.storeId, storeId)),
      );
    return toAuthorization(await storesService.setAuthorized(tx, principal, storeId, false, now), undefined);
  },
};
