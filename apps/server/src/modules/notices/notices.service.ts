import { type MessageRow, uuidv7 } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';

export interface NewMessage {
  tenantId: string;
  userId: string;
  type: MessageRow['type'];
  /** i18n keys and their parameters; the text is stored in both languages. */
  title: string;
  content: string;
  params?: Record<string, string | number>;
  /** Parameters that are themselves i18n keys (e.g. `identity:approved`), translated per language. */
  keyParams?: Record<string, string>;
}

function textIn(locale: Locale, message: NewMessage) {
  const params: Record<string, string | number> = { ...message.params };
  for (const [name, key] of Object.entries(message.keyParams ?? {})) params[name] = translate(locale, key);
  return {
    title: translate(locale, message.title, params),
    content: translate(locale, message.content, params),
  };
}

function toRow(row: typeof messages.$inferSelect, locale: Locale): MessageRow {
  const zh = locale === 'zh-CN';
  return {
    id: row.id,
    type: row.type as MessageRow['type'],
    title: zh ? row.titleZh : row.titleEn,
    content: zh ? row.contentZh : row.contentEn,
    isRead: row.readAt !== null,
    createdTime: row.createdAt.toISOString(),
  };
}

const mine = (principal: Principal, ...more: (SQL | undefined)[]) =>
  and(eq(messages.tenantId, principal.tenantId), eq(messages.userId, principal.userId), ...more);

/** The information center: review results and notices addressed to one user. */
export const noticesService = {
  async post(tx: Executor, message: NewMessage, now: Date) {
    const zh = textIn('zh-CN', message);
    const en = textIn('en', message);
    await tx.insert(messages).values({
      tenantId: message.tenantId,
      id: uuidv7(now.getTime()),
      userId: message.userId,
      type: message.type,
      titleZh: zh.title,
      titleEn: en.title,
      contentZh: zh.content,
      contentEn: en.content,
      createdAt: now,
      updatedAt: now,
    });
  },

  async newest(tx: Tx, principal: Principal, size: number, locale: Locale) {
    const unread = mine(principal, isNull(messages.readAt));
    // One after the other: a transaction is one connection.
    const rows = await tx.select().from(messages).where(unread).orderBy(desc(messages.createdAt)).limit(size);
    const [total] = await tx.select({ n: count() }).from(messages).where(unread);
    return { unread: Number(total?.n ?? 0), items: rows.map((row) => toRow(row, locale)) };
  },

  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; isRead?: boolean; type?: string },
    locale: Locale,
  ) {
    const where = mine(
      principal,
      query.isRead === undefined
        ? undefined
        : query.isRead
          ? isNotNull(messages.readAt)
          : isNull(messages.readAt),
      query.type ? eq(messages.type, query.type) : undefined,
    );
    // One after the other: a transaction is one connection.
    const rows = await tx
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(messages).where(where);
    return { items: rows.map((row) => toRow(row, locale)), total: Number(total?.n ?? 0) };
  },

  async markRead(tx: Tx, principal: Principal, ids: string[], now: Date) {
    const updated = await tx
      .update(messages)
      .set({ readAt: now })
      .where(mine(principal, isNull(messages.readAt), ids.length ? inArray(messages.id, ids) : undefined))
      .returning({ id: messages.id });
    return { updated: updated.length };
  },
};
