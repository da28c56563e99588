import type { UpdateNoticeItem } from '@wms/api';
import { and, asc, desc, eq, gt, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { announcements, noticeDismissals } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { announcementsService } from './announcements.service.ts';

type Announcement = typeof announcements.$inferSelect;

const published = (principal: Principal) =>
  and(eq(announcements.tenantId, principal.tenantId), eq(announcements.state, 'published'));

function noticeItem(row: Announcement): UpdateNoticeItem {
  return {
    messageType: row.messageType,
    titleZh: row.titleCn,
    titleEn: row.titleEn,
    contentZh: row.content,
    contentEn: row.contentEn,
    documentUrlZh: row.documentUrl,
    documentUrlEn: row.documentUrl,
    videoUrlZh: row.videoUrl,
    videoUrlEn: row.videoUrl,
  };
}

/** What every user reads of the announcements: the banner, update notices and the published list. */
export const noticeReadsService = {
  /** The pre-message: the newest published announcement whose deadline is still ahead. */
  async advance(tx: Tx, principal: Principal, now: Date) {
    const [row] = await tx
      .select()
      .from(announcements)
      .where(
        and(published(principal), isNotNull(announcements.deadlineTime), gt(announcements.deadlineTime, now)),
      )
      .orderBy(desc(announcements.releaseTime))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      deadlineTime: row.deadlineTime!.toISOString(),
      details: [{ contentZh: row.content, contentEn: row.contentEn }],
    };
  },

  /** The newest version with published notes that this user has not dismissed. */
  async updateNotice(tx: Tx, principal: Principal) {
    const notDismissed = notExists(
      tx
        .select({ one: sql`1` })
        .from(noticeDismissals)
        .where(
          and(
            eq(noticeDismissals.tenantId, announcements.tenantId),
            eq(noticeDismissals.userId, principal.userId),
            eq(noticeDismissals.versionCode, announcements.versionCode),
          ),
        ),
    );
    const [latest] = await tx
      .select({ versionCode: announcements.versionCode })
      .from(announcements)
      .where(and(published(principal), ne(announcements.versionCode, ''), notDismissed))
      .orderBy(desc(announcements.releaseTime))
      .limit(1);
    if (!latest) return null;
    const rows = await tx
      .select()
      .from(announcements)
      .where(and(published(principal), eq(announcements.versionCode, latest.versionCode)))
      .orderBy(asc(announcements.messageType), asc(announcements.releaseTime));
    return {
      id: rows[0]!.id,
      versionCode: latest.versionCode,
      preview: false,
      total: rows.length,
      items: rows.map(noticeItem),
    };
  },

  async dismiss(tx: Tx, principal: Principal, id: string, now: Date) {
    const row = await announcementsService.get(tx, principal, id);
    if (row.versionCode)
      await tx
        .insert(noticeDismissals)
        .values({
          tenantId: principal.tenantId,
          userId: principal.userId,
          versionCode: row.versionCode,
          createdAt: now,
        })
        .onConflictDoNothing();
    return null;
  },

  /** System update: every version's published notes, newest version first. */
  async versions(tx: Tx, principal: Principal) {
    const rows = await tx
      .select()
      .from(announcements)
      .where(and(published(principal), ne(announcements.versionCode, '')))
      .orderBy(desc(announcements.releaseTime));
    const byVersion = new Map<
      string,
      { versionCode: string; releaseTime: string | null; items: (UpdateNoticeItem & { id: string })[] }
    >();
    for (const row of rows) {
      const version = byVersion.get(row.versionCode) ?? {
        versionCode: row.versionCode,
        releaseTime: row.releaseTime?.toISOString() ?? null,
        items: [],
      };
      version.items.push({ id: row.id, ...noticeItem(row) });
      byVersion.set(row.versionCode, version);
    }
    return [...byVersion.values()];
  },
};
