import { ErrorCode, type ResourceRecord, type resourceInput, uuidv7 } from '@wms/api';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { resources, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { likeEscape } from '../../platform/values.ts';

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

async function get(db: Db, id: string): Promise<ResourceRow> {
  const [row] = await db
    .select()
    .from(resources)
    .where(alive(eq(resources.id, id)));
  if (!row) throw new BizError(ErrorCode.resourceNotFound);
  return row;
}

async function checkFields(db: Db, fields: ResourceFields, selfId?: string) {
  const [clash] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(alive(eq(resources.code, fields.code), selfId ? ne(resources.id, selfId) : undefined));
  if (clash) throw new BizError(ErrorCode.resourceCodeExists, { code: fields.code });
  // The parent must exist and must not be the resource itself or one of its descendants.
  for (let parentId = fields.parentId; parentId; ) {
    if (parentId === selfId) throw new BizError(ErrorCode.resourceNotFound);
    parentId = (await get(db, parentId)).parentId;
  }
}

async function record(db: Db, row: ResourceRow) {
  return toRecord(row, await namesOf(db, [row.createdBy, row.updatedBy]));
}

const columns = ({ title_En, ...rest }: ResourceFields) => ({ ...rest, titleEn: title_En });

/**
 * Resource and API management. Resources are shared by every tenant, so writes go through the owner
 * connection (`db`, not a tenant transaction); the authorize hook lets only the platform tenant reach
 * them (plan gate).
 */
export const resourcesService = {
  async tree(db: Db, query: { resourceType?: number; moduleId?: string; keyword?: string }) {
    const keyword = query.keyword ? likeEscape(query.keyword) : undefined;
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

  async create(db: Db, principal: Principal, fields: ResourceFields, now: Date) {
    await checkFields(db, fields);
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
    return record(db, row!);
  },

  async update(db: Db, principal: Principal, { id, ...fields }: ResourceFields & { id: string }, now: Date) {
    await get(db, id);
    await checkFields(db, fields, id);
    const [row] = await db
      .update(resources)
      .set({ ...columns(fields), updatedBy: principal.userId, updatedAt: now })
      .where(eq(resources.id, id))
      .returning();
    return record(db, row!);
  },

  async remove(db: Db, principal: Principal, id: string, now: Date) {
    await get(db, id);
    const [child] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(alive(eq(resources.parentId, id)))
      .limit(1);
    if (child) throw new BizError(ErrorCode.resourceHasChildren);
    await db
      .update(resources)
      .set({ deletedAt: now, updatedBy: principal.userId })
      .where(eq(resources.id, id));
    return null;
  },
};
