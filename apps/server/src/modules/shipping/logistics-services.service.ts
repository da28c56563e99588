import {
  ErrorCode,
  type LogisticsService,
  type logisticsServiceInput,
  type logisticsServiceListQuery,
  type logisticsServiceUpdate,
  type RemoteType,
  type remoteAreaListQuery,
  uuidv7,
} from '@wms/api';
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { rateCards, remoteAreas } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { RateCard } from '../../platform/rating/rate-card.ts';
import { iso, pageWindow } from '../../platform/values.ts';

type Row = typeof rateCards.$inferSelect;

function toService(row: Row): LogisticsService {
  const card = row.rateCard as Partial<RateCard>;
  return {
    id: row.id,
    carrier: row.carrier,
    serviceCode: row.serviceCode,
    serviceName: row.serviceName,
    description: row.description,
    countryCode: row.countryCode,
    platformType: row.platformType,
    environment: row.environment,
    isEnabled: row.isEnabled,
    zoneRanges: card.zoneChart?.length ?? 0,
    weightBreaks: card.weightBreaks?.length ?? 0,
    updatedTime: iso(row.updatedAt),
  };
}

async function find(tx: Tx, principal: Principal, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.tenantId, principal.tenantId), eq(rateCards.id, id)));
  if (!row) throw new BizError(ErrorCode.logisticsServiceNotFound);
  return row;
}

async function list(tx: Tx, principal: Principal, query: z.infer<typeof logisticsServiceListQuery>) {
  const where = and(
    eq(rateCards.tenantId, principal.tenantId),
    query.carrier ? eq(rateCards.carrier, query.carrier.toLowerCase()) : undefined,
    query.serviceCode
      ? like(rateCards.serviceCode, `${query.serviceCode.replace(/[\\%_]/g, '')}%`)
      : undefined,
    query.isEnabled === undefined ? undefined : eq(rateCards.isEnabled, query.isEnabled),
  );
  const [total] = await tx.select({ n: count() }).from(rateCards).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await tx
    .select()
    .from(rateCards)
    .where(where)
    .orderBy(asc(rateCards.carrier), asc(rateCards.serviceCode))
    .limit(limit)
    .offset(offset);
  return { items: rows.map(toService), total: total?.n ?? 0 };
}

/**
 * A new service starts with an empty card of its own: the customers' quotations price it (zone × weight)
 * and the origin warehouses' zone partitions route it (docs/architecture.md#rating).
 */
async function create(tx: Tx, principal: Principal, input: z.infer<typeof logisticsServiceInput>, now: Date) {
  const [taken] = await tx
    .select({ id: rateCards.id })
    .from(rateCards)
    .where(
      and(
        eq(rateCards.tenantId, principal.tenantId),
        eq(rateCards.carrier, input.carrier),
        eq(rateCards.serviceCode, input.serviceCode),
      ),
    );
  if (taken)
    throw new BizError(ErrorCode.logisticsServiceExists, {
      carrier: input.carrier,
      serviceCode: input.serviceCode,
    });
  const empty: RateCard = { zoneChart: [], weightBreaks: [] };
  const [row] = await tx
    .insert(rateCards)
    .values({
      ...input,
      id: uuidv7(),
      tenantId: principal.tenantId,
      rateCard: empty,
      surcharges: {},
      createdBy: principal.userId,
      updatedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toService(row!);
}

async function update(
  tx: Tx,
  principal: Principal,
  input: z.infer<typeof logisticsServiceUpdate>,
  now: Date,
) {
  const { id, ...fields } = input;
  await find(tx, principal, id);
  const [row] = await tx
    .update(rateCards)
    .set({ ...fields, updatedAt: now, updatedBy: principal.userId })
    .where(and(eq(rateCards.tenantId, principal.tenantId), eq(rateCards.id, id)))
    .returning();
  return toService(row!);
}

async function remoteList(tx: Tx, principal: Principal, query: z.infer<typeof remoteAreaListQuery>) {
  const where = and(
    eq(remoteAreas.tenantId, principal.tenantId),
    query.carrier ? eq(remoteAreas.carrier, query.carrier.toLowerCase()) : undefined,
    query.postcode ? like(remoteAreas.postcode, `${query.postcode.replace(/[\\%_]/g, '')}%`) : undefined,
    query.remoteType ? eq(remoteAreas.remoteType, query.remoteType) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(remoteAreas).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await tx
    .select()
    .from(remoteAreas)
    .where(where)
    .orderBy(asc(remoteAreas.carrier), asc(remoteAreas.postcode), desc(remoteAreas.createdAt))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) => ({
      id: r.id,
      carrier: r.carrier,
      country: r.country,
      postcode: r.postcode,
      remoteType: r.remoteType as RemoteType,
      createdTime: iso(r.createdAt),
    })),
    total: total?.n ?? 0,
  };
}

export const logisticsServicesService = {
  list,
  get: async (tx: Tx, principal: Principal, id: string) => toService(await find(tx, principal, id)),
  create,
  update,
  remoteList,
};
