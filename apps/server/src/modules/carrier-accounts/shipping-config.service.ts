import { ErrorCode, type ShippingConfig, type shippingConfigInput } from '@wms/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { carrierAccounts, customerShippingConfigs, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { rateCardsService } from '../shipping/rate-cards.service.ts';

type Account = typeof carrierAccounts.$inferSelect;

/** An account a customer may ship with from a warehouse: enabled, empowered for it, authorised there. */
const allowed = (a: Account, customerId: string, warehouseId: string) =>
  a.isEnabled && a.customerIds.includes(customerId) && a.warehouseIds.includes(warehouseId);

async function load(tx: Tx, principal: Principal, customerId: string) {
  const customer = await findCustomer(tx, principal, customerId);
  const ids = customer.warehouseIds;
  const [houses, accounts, stored] = [
    ids.length
      ? await tx
          .select({ id: warehouses.id, name: warehouses.name })
          .from(warehouses)
          .where(and(eq(warehouses.tenantId, principal.tenantId), inArray(warehouses.id, ids)))
          .orderBy(asc(warehouses.name))
      : [],
    await tx
      .select()
      .from(carrierAccounts)
      .where(eq(carrierAccounts.tenantId, principal.tenantId))
      .orderBy(asc(carrierAccounts.accountName)),
    await tx
      .select()
      .from(customerShippingConfigs)
      .where(
        and(
          eq(customerShippingConfigs.tenantId, principal.tenantId),
          eq(customerShippingConfigs.customerId, customerId),
        ),
      ),
  ];
  return { customer, houses, accounts, stored };
}

async function get(tx: Tx, principal: Principal, customerId: string): Promise<ShippingConfig> {
  const { houses, accounts, stored } = await load(tx, principal, customerId);
  return {
    customerId,
    rows: houses.map((w) => {
      const row = stored.find((s) => s.warehouseId === w.id);
      return {
        warehouseId: w.id,
        warehouseName: w.name,
        carrierAccountId: row?.carrierAccountId ?? null,
        serviceCode: row?.serviceCode ?? null,
        accountOptions: accounts
          .filter((a) => allowed(a, customerId, w.id))
          .map((a) => ({ id: a.id, accountName: a.accountName, carrier: a.carrier })),
      };
    }),
  };
}

/**
 * Saves a customer's shipping configuration. Every available warehouse needs an account the customer may
 * use there and a logistics service of that account's carrier; otherwise nothing is saved.
 */
async function save(tx: Tx, principal: Principal, input: z.infer<typeof shippingConfigInput>, now: Date) {
  const { houses, accounts } = await load(tx, principal, input.customerId);
  const services = await rateCardsService.enabledRateCards(tx, principal.tenantId);
  const missing = houses.filter((w) => {
    const row = input.rows.find((r) => r.warehouseId === w.id);
    return !row?.carrierAccountId || !row.serviceCode;
  });
  if (missing.length)
    throw new BizError(ErrorCode.shippingConfigIncomplete, {
      warehouses: missing.map((w) => w.name).join(', '),
    });
  const values = houses.map((w) => {
    const row = input.rows.find((r) => r.warehouseId === w.id)!;
    const account = accounts.find((a) => a.id === row.carrierAccountId);
    if (!account || !allowed(account, input.customerId, w.id))
      throw new BizError(ErrorCode.carrierAccountNotAllowed, {
        accountName: account?.accountName ?? '—',
        warehouse: w.name,
      });
    if (!services.some((s) => s.carrier === account.carrier && s.serviceCode === row.serviceCode))
      throw new BizError(ErrorCode.logisticsServiceUnknown, {
        accountName: account.accountName,
        service: row.serviceCode ?? '',
      });
    return {
      tenantId: principal.tenantId,
      customerId: input.customerId,
      warehouseId: w.id,
      carrierAccountId: account.id,
      serviceCode: row.serviceCode!,
      createdBy: principal.userId,
      updatedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    };
  });
  await tx
    .delete(customerShippingConfigs)
    .where(
      and(
        eq(customerShippingConfigs.tenantId, principal.tenantId),
        eq(customerShippingConfigs.customerId, input.customerId),
      ),
    );
  if (values.length) await tx.insert(customerShippingConfigs).values(values);
  return get(tx, principal, input.customerId);
}

export const shippingConfigService = { get, save };
