import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/** The information center: messages to one user, stored in both languages. */
export const messages = pgTable(
  'messages',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    /** authorization | purchase | notice */
    type: text('type').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('messages_user').on(t.tenantId, t.userId, t.createdAt),
    tenantPolicy('messages'),
  ],
).enableRLS();

/**
 * A read-only link to the large screen (`/screen?key=`) for a wall display: it shows the tenant's live
 * figures without anyone's session. The key is kept only as its SHA-256; revoking ends it at once.
 */
export const screenLinks = pgTable(
  'screen_links',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('screen_links_key').on(t.tenantId, t.keyHash),
    tenantPolicy('screen_links'),
  ],
).enableRLS();
