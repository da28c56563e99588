import { ErrorCode, type ResourceRecord, type resourceInput, uuidv7 } from '@wms/api';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { resources, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';

type ResourceRow = typeof resources.$inferSelect;
type ResourceFields = z.output<typeof resourceInput>;

async function namesOf(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function toRecord(row: ResourceRow, names: Map<string, string>): ResourceRecord {
  const { titleEn, createdAt, updatedAt, createdBy, updatedBy, deletedAt: _deleted, ...rest } = row;
  return {
    ...rest,
    title_En: titleEn,
    resourceType: row.resourceType as ResourceRecord['resourceType'],
    linkType: row.linkType as ResourceRecord['linkType'],
    openMode: row.openMode as ResourceRecord['openMode'],
    resourceVersion: row.resourceVersion as ResourceRecord['resourceVersion'],
    httpMethod: row.httpMethod as ResourceRecord['httpMethod'],
    createdByName: names.get(createdBy ?? '') ?? '',
    createdTime: createdAt.toISOString(),
    updatedByName: names.get(updatedBy ?? '') ?? '',
    updatedTime: updatedAt.toISOString(),
  };
}

const alive = (...more: (SQL | undefined)[]) => and(isNull(resources.deletedAt), ...more);

/**
 * Resource and API management. Resources are shared by every tenant, so writes go through the owner
 * connection; the authorize hook lets only the platform tenant reach them (plan gate).
 */
export function resourcesService(db: Db, clock: () => Date) {
  async function get(id: string): Promise<ResourceRow> {
    const [row] = await db
      .select()
      .from(resources)
      .where(alive(eq(resources.id, id)));
    if (!row) throw new BizError(ErrorCode.resourceNotFound);
    return row;
  }

  async function checkFields(fields: ResourceFields, selfId?: string) {
    const [clash] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(alive(eq(resources.code, fields.code), selfId ? ne(resources.id, selfId) : undefined));
    if (clash) throw new BizError(ErrorCode.resourceCodeExists, { code: fields.code });
    // The parent must exist and must not be the resource itself or one of its descendants.
    for (let parentId = fields.parentId; parentId; ) {
      if (parentId === selfId) throw new BizError(ErrorCode.resourceNotFound);
      parentId = (await get(parentId)).parentId;
    }
  }

  async function record(row: ResourceRow) {
    return toRecord(row, await namesOf(db, [row.createdBy, row.updatedBy]));
  }

  const columns = ({ title_En, ...rest }: ResourceFields) => ({ ...rest, titleEn: title_En });

  return {
    async tree(query: { resourceType?: number; moduleId?: string; keyword?: string }) {
      const keyword = query.keyword ? `%${query.keyword}%` : undefined;
      const rows = await db
        .select()
        .from(resources)
        .where(
          alive(
            query.resourceType ? eq(resources.resourceType, query.resourceType) : undefined,
            query.moduleId ? eq(resources.moduleId, query.moduleId) : undefined,
            keyword
              ? or(
                  ilike(resources.title, keyword),
                  ilike(resources.titleEn, keyword),
                  ilike(resources.code, keyword),
                )
              : undefined,
          ),
        )
        .orderBy(asc(resources.orderIndex), asc(resources.code));
      const names = await namesOf(
        db,
        rows.flatMap((row) => [row.createdBy, row.updatedBy]),
      );
      return { items: rows.map((row) => toRecord(row, names)) };
    },

    async create(principal: Principal, fields: ResourceFields) {
      await checkFields(fields);
      const now = clock();
      const [row] = await db
        .insert(resources)
        .values({
          ...columns(fields),
          id: uuidv7(),
          createdBy: principal.userId,
          updatedBy: principal.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return record(row!);
    },

    async update(principal: Principal, { id, ...fields }: ResourceFields & { id: string }) {
      await get(id);
      await checkFields(fields, id);
      const [row] = await db
        .update(resources)
        .set({ ...columns(fields), updatedBy: principal.userId, updatedAt: clock() })
        .where(eq(resources.id, id))
        .returning();
      return record(row!);
    },

    async remove(principal: Principal, id: string) {
      await get(id);
      const [child] = await db
        .select({ id: resources.id })
        .from(resources)
        .where(alive(eq(resources.parentId, id)))
        .limit(1);
      if (child) throw new BizError(ErrorCode.resourceHasChildren);
      await db
        .update(resources)
        .set({ deletedAt: clock(), updatedBy: principal.userId })
        .where(eq(resources.id, id));
      return null;
    },
  };
}
