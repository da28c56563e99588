import {
  type AnnouncementInput,
  type AnnouncementMove,
  type AnnouncementRow,
  canMoveAnnouncement,
  ErrorCode,
  uuidv7,
} from '@wms/api';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { announcements, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { likeEscape } from '../../platform/values.ts';

type Announcement = typeof announcements.$inferSelect;
type State = AnnouncementRow['type'];

export function toAnnouncementRow(row: Announcement, createdBy = ''): AnnouncementRow {
  return {
    id: row.id,
    titleCn: row.titleCn,
    titleEn: row.titleEn,
    content: row.content,
    contentEn: row.contentEn,
    versionCode: row.versionCode,
    messageType: row.messageType as AnnouncementRow['messageType'],
    deadlineTime: row.deadlineTime?.toISOString() ?? null,
    videoUrl: row.videoUrl,
    documentUrl: row.documentUrl,
    type: row.state as State,
    top: row.top,
    releaseTime: row.releaseTime?.toISOString() ?? null,
    createdBy,
    createdTime: row.createdAt.toISOString(),
  };
}

/** What each change writes; the states it may start from are @wms/api's announcementMoves. */
const CHANGES = {
  publish: (now: Date) => ({ state: 'published', releaseTime: now }),
  unpublish: () => ({ state: 'unpublished', top: false }),
  pin: () => ({ top: true }),
  unpin: () => ({ top: false }),
  update: () => ({}),
} as const satisfies Record<AnnouncementMove, (now: Date) => object>;

const ofTenant = (principal: Principal, ...more: (SQL | undefined)[]) =>
  and(eq(announcements.tenantId, principal.tenantId), ...more);

/** The notification center's rules: drafts are edited, published ones pinned or withdrawn. */
export const announcementsService = {
  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; type?: State; keyword?: string },
  ) {
    const like = query.keyword ? likeEscape(query.keyword) : undefined;
    const where = ofTenant(
      principal,
      query.type ? eq(announcements.state, query.type) : undefined,
      like ? or(ilike(announcements.titleCn, like), ilike(announcements.titleEn, like)) : undefined,
    );
    const rows = await tx
      .select({ row: announcements, author: users.displayName })
      .from(announcements)
      .leftJoin(users, and(eq(users.tenantId, announcements.tenantId), eq(users.id, announcements.createdBy)))
      .where(where)
      .orderBy(desc(announcements.top), desc(announcements.releaseTime), desc(announcements.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(announcements).where(where);
    return {
      items: rows.map((r) => toAnnouncementRow(r.row, r.author ?? '')),
      total: Number(total?.n ?? 0),
    };
  },

  async get(tx: Tx, principal: Principal, id: string): Promise<Announcement> {
    const [row] = await tx
      .select()
      .from(announcements)
      .where(ofTenant(principal, eq(announcements.id, id)));
    if (!row) throw new BizError(ErrorCode.announcementNotFound);
    return row;
  },

  async create(tx: Tx, principal: Principal, input: AnnouncementInput, now: Date) {
    const [row] = await tx
      .insert(announcements)
      .values({
        ...input,
        deadlineTime: input.deadlineTime ? new Date(input.deadlineTime) : null,
        tenantId: principal.tenantId,
        id: uuidv7(now.getTime()),
        state: 'draft',
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toAnnouncementRow(row!);
  },

  async move(
    tx: Tx,
    principal: Principal,
    id: string,
    move: AnnouncementMove,
    now: Date,
    input?: AnnouncementInput,
  ) {
    const current = await announcementsService.get(tx, principal, id);
    if (!canMoveAnnouncement(move, current.state as State)) throw new BizError(ErrorCode.announcementState);
    const edits = input
      ? { ...input, deadlineTime: input.deadlineTime ? new Date(input.deadlineTime) : null }
      : {};
    const [row] = await tx
      .update(announcements)
      .set({ ...edits, ...CHANGES[move](now), updatedAt: now, updatedBy: principal.userId })
      .where(ofTenant(principal, eq(announcements.id, id)))
      .returning();
    return toAnnouncementRow(row!);
  },
};
