import {
  ErrorCode,
  type RelationInput,
  type RelationRow,
  type SyncDataKind,
  type SyncPartner,
  uuidv7,
} from '@wms/api';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { tenantRelations, tenants } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';

type Relation = typeof tenantRelations.$inferSelect;

function toRow(row: Relation, names: Map<string, string>): RelationRow {
  return {
    id: row.id,
    tenantId: row.tenantId,
    partnerTenantId: row.partnerTenantId,
    kind: row.kind as RelationRow['kind'],
    dataKinds: row.dataKinds as SyncDataKind[],
    customerIds: row.customerIds,
    tenantName: names.get(row.tenantId) ?? '',
    partnerTenantName: names.get(row.partnerTenantId) ?? '',
    createdTime: row.createdAt.toISOString(),
  };
}

async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Relationships between tenants. The platform operator writes them on the owner connection; each tenant
 * reads the ones it is part of under its own row-level security (either side).
 */
export const tenantRelationsService = {
  async list(db: Db, query: { pageIndex: number; pageSize: number; tenantId?: string }) {
    const where: SQL | undefined = query.tenantId
      ? or(eq(tenantRelations.tenantId, query.tenantId), eq(tenantRelations.partnerTenantId, query.tenantId))
      : undefined;
    const rows = await db
      .select()
      .from(tenantRelations)
      .where(where)
      .orderBy(desc(tenantRelations.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(tenantRelations).where(where);
    const names = await namesOf(
      db,
      rows.flatMap((r) => [r.tenantId, r.partnerTenantId]),
    );
    return { items: rows.map((r) => toRow(r, names)), total: Number(total?.n ?? 0) };
  },

  /** One relationship per pair and kind: saving again changes what is shared. */
  async save(db: Db, principal: Principal, input: RelationInput, now: Date): Promise<RelationRow> {
    if (input.tenantId === input.partnerTenantId) throw new BizError(ErrorCode.tenantSelfRelation);
    const names = await namesOf(db, [input.tenantId, input.partnerTenantId]);
    if (names.size < 2) throw new BizError(ErrorCode.tenantNotFound);
    const values = {
      dataKinds: [...new Set(input.dataKinds)],
      customerIds: [...new Set(input.customerIds)],
      updatedAt: now,
      updatedBy: principal.userId,
    };
    const [row] = await db
      .insert(tenantRelations)
      .values({
        tenantId: input.tenantId,
        id: uuidv7(now.getTime()),
        partnerTenantId: input.partnerTenantId,
        kind: input.kind,
        ...values,
        createdAt: now,
        createdBy: principal.userId,
      })
      .onConflictDoUpdate({
        target: [tenantRelations.tenantId, tenantRelations.partnerTenantId, tenantRelations.kind],
        set: values,
      })
      .returning();
    return toRow(row!, names);
  },

  async remove(db: Db, id: string) {
    const removed = await db.delete(tenantRelations).where(eq(tenantRelations.id, id)).returning();
    if (!removed.length) throw new BizError(ErrorCode.tenantRelationNotFound);
    return null;
  },

  /**
   * The tenants the caller may sync with. The owner connection reads them, because the app role sees only
   * its own `tenants` row and the screen needs the partners' names; the filter names the caller's tenant on
   * either side, so no other relationship or tenant is read.
   */
  async partners(db: Db, principal: Principal): Promise<SyncPartner[]> {
    const self = principal.tenantId;
    const rows = await db
      .select()
      .from(tenantRelations)
      .where(or(eq(tenantRelations.tenantId, self), eq(tenantRelations.partnerTenantId, self)))
      .orderBy(desc(tenantRelations.createdAt));
    const names = await namesOf(
      db,
      rows.map((r) => (r.tenantId === self ? r.partnerTenantId : r.tenantId)),
    );
    return rows.map((relation) => {
      const out = relation.tenantId === self;
      const tenantId = out ? relation.partnerTenantId : relation.tenantId;
      return {
        tenantId,
        name: names.get(tenantId) ?? '',
        kind: relation.kind as SyncPartner['kind'],
        flow: out ? 'out' : 'in',
        dataKinds: relation.dataKinds as SyncDataKind[],
      };
    });
  },

  async has(tx: Executor, kind: 'cooperate' | 'agent'): Promise<boolean> {
    const [row] = await tx.select({ n: count() }).from(tenantRelations).where(eq(tenantRelations.kind, kind));
    return Number(row?.n ?? 0) > 0;
  },

  /**
   * The relationships that let `source`'s data of this kind flow to `receiver`; none for an unrelated or
   * unknown tenant alike. Read as either side under row-level security.
   */
  async flows(tx: Executor, source: string, receiver: string, kind: SyncDataKind) {
    return tx
      .select()
      .from(tenantRelations)
      .where(
        and(
          eq(tenantRelations.tenantId, source),
          eq(tenantRelations.partnerTenantId, receiver),
          sql`${kind} = ANY(${tenantRelations.dataKinds})`,
        ),
      );
  },
};
