import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Announcements of the notification center: draft → published ⇄ unpublished, pinned while
 * published. With a deadline they show as the banner; with a version code, in that version's update notice.
 */
export const announcements = pgTable(
  'announcements',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    content: text('content').notNull(),
    contentEn: text('content_en').notNull(),
    versionCode: text('version_code').notNull().default(''),
    messageType: integer('message_type').notNull().default(2),
    /** draft | published | unpublished */
    state: text('state').notNull().default('draft'),
    top: boolean('top').notNull().default(false),
    releaseTime: at('release_time'),
    deadlineTime: at('deadline_time'),
    videoUrl: text('video_url').notNull().default(''),
    documentUrl: text('document_url').notNull().default(''),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('announcements_state').on(t.tenantId, t.state, t.releaseTime),
    tenantPolicy('announcements'),
  ],
).enableRLS();

/** A user's "don't prompt again" on an update notice. */
export const noticeDismissals = pgTable(
  'notice_dismissals',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    versionCode: text('version_code').notNull(),
    createdAt: audit.createdAt,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.versionCode] }), tenantPolicy('notice_dismissals')],
).enableRLS();

/** Feedback from the dashboard: its attachments are files on disk. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull().default(''),
    fileIds: uuid('file_ids').array().notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('feedbacks')],
).enableRLS();
