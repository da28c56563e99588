import {
  CARRIER_SECRET_FIELDS,
  type CarrierAccount,
  type CarrierAccountInput,
  type carrierAccountListQuery,
  ErrorCode,
  uuidv7,
} from '@wms/api';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { carrierAccounts, customers, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { iso, likeEscape, pageWindow } from '../../platform/values.ts';

type Row = typeof carrierAccounts.$inferSelect;

/** The answer for a row: every field but the sealed secrets, and only whether each secret is set. */
export function toCarrierAccount(row: Row): CarrierAccount {
  const {
    sealedSecrets,
    tenantId: _t,
    createdAt: _c,
    createdBy: _cb,
    updatedBy: _ub,
    updatedAt,
    ...rest
  } = row;
  const secretsSet = Object.fromEntries(CARRIER_SECRET_FIELDS.map((f) => [f, Boolean(sealedSecrets[f])]));
  return { ...rest, secretsSet: secretsSet as CarrierAccount['secretsSet'], updatedTime: iso(updatedAt) };
}

export async function findCarrierAccount(tx: Tx, principal: Principal, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(carrierAccounts)
    .where(and(eq(carrierAccounts.tenantId, principal.tenantId), eq(carrierAccounts.id, id)));
  if (!row) throw new BizError(ErrorCode.carrierAccountNotFound);
  return row;
}

async function list(tx: Tx, principal: Principal, query: z.infer<typeof carrierAccountListQuery>) {
  const where = and(
    eq(carrierAccounts.tenantId, principal.tenantId),
    query.accountName ? ilike(carrierAccounts.accountName, likeEscape(query.accountName)) : undefined,
    query.carrier ? eq(carrierAccounts.carrier, query.carrier.toLowerCase()) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(carrierAccounts).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await tx
    .select()
    .from(carrierAccounts)
    .where(where)
    .orderBy(desc(carrierAccounts.createdAt))
    .limit(limit)
    .offset(offset);
  return { items: rows.map(toCarrierAccount), total: total?.n ?? 0 };
}

async function assertNameFree(tx: Tx, principal: Principal, accountName: string, id?: string) {
  const [taken] = await tx
    .select({ id: carrierAccounts.id })
    .from(carrierAccounts)
    .where(
      and(
        eq(carrierAccounts.tenantId, principal.tenantId),
        eq(carrierAccounts.accountName, accountName),
        id ? ne(carrierAccounts.id, id) : undefined,
      ),
    );
  if (taken) throw new BizError(ErrorCode.carrierAccountNameExists, { accountName });
}

/** Seals the secrets given; an omitted or empty one keeps what is stored. */
function sealSecrets(input: CarrierAccountInput, stored: Record<string, string>, box: SecretBox) {
  const sealed = { ...stored };
  for (const field of CARRIER_SECRET_FIELDS) {
    const value = input[field];
    if (value) sealed[field] = box.seal(value);
  }
  return sealed;
}

function plainFields(input: CarrierAccountInput) {
  const { key: _k, password: _p, privateKey: _pk, accessKey: _ak, ...plain } = input;
  return plain;
}

async function create(tx: Tx, principal: Principal, input: CarrierAccountInput, box: SecretBox, now: Date) {
  await assertNameFree(tx, principal, input.accountName);
  const [row] = await tx
    .insert(carrierAccounts)
    .values({
      ...plainFields(input),
      tenantId: principal.tenantId,
      id: uuidv7(),
      sealedSecrets: sealSecrets(input, {}, box),
      createdBy: principal.userId,
      updatedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toCarrierAccount(row!);
}

async function update(
  tx: Tx,
  principal: Principal,
  input: CarrierAccountInput & { id: string },
  box: SecretBox,
  now: Date,
) {
  const current = await findCarrierAccount(tx, principal, input.id);
  await assertNameFree(tx, principal, input.accountName, input.id);
  const { id: _id, ...fields } = plainFields(input) as CarrierAccountInput & { id: string };
  return save(tx, principal, current.id, now, {
    ...fields,
    sealedSecrets: sealSecrets(input, current.sealedSecrets, box),
  });
}

async function save(tx: Tx, principal: Principal, id: string, now: Date, values: Partial<Row>) {
  const [row] = await tx
    .update(carrierAccounts)
    .set({ ...values, updatedAt: now, updatedBy: principal.userId })
    .where(and(eq(carrierAccounts.tenantId, principal.tenantId), eq(carrierAccounts.id, id)))
    .returning();
  return toCarrierAccount(row!);
}

/** Ids that are live rows of the tenant, or a not-found refusal. */
async function assertExist(tx: Tx, principal: Principal, ids: string[], table: 'customers' | 'warehouses') {
  if (!ids.length) return;
  const t = table === 'customers' ? customers : warehouses;
  const where: SQL | undefined = and(eq(t.tenantId, principal.tenantId), inArray(t.id, ids));
  const [found] = await tx.select({ n: count() }).from(t).where(where);
  if ((found?.n ?? 0) !== ids.length) throw new BizError(ErrorCode.recordNotFound);
}

async function empower(
  tx: Tx,
  principal: Principal,
  input: { id: string; customerIds: string[] },
  now: Date,
) {
  await findCarrierAccount(tx, principal, input.id);
  const customerIds = [...new Set(input.customerIds)];
  await assertExist(tx, principal, customerIds, 'customers');
  return save(tx, principal, input.id, now, { customerIds });
}

async function warehouseAuth(
  tx: Tx,
  principal: Principal,
  input: { id: string; warehouseIds: string[] },
  now: Date,
) {
  await findCarrierAccount(tx, principal, input.id);
  const warehouseIds = [...new Set(input.warehouseIds)];
  await assertExist(tx, principal, warehouseIds, 'warehouses');
  return save(tx, principal, input.id, now, { warehouseIds });
}

export const carrierAccountsService = {
  list,
  get: async (tx: Tx, principal: Principal, id: string) =>
    toCarrierAccount(await findCarrierAccount(tx, principal, id)),
  create,
  update,
  empower,
  warehouseAuth,
};
