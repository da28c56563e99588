import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** An announcement is a draft, published or unpublished; published ones may be pinned. */
export const announcementStates = ['draft', 'published', 'unpublished'] as const;
export const announcementStateSchema = z.enum(announcementStates);

/** The update-notice message types: 1 bug fix, 2 version update, 3 UI fix, 4 function improvement. */
export const messageTypeCodes = [1, 2, 3, 4] as const;

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S*$/, 'home:notice.urlInvalid')
  .or(z.literal(''))
  .default('');

export const announcementInput = z.object({
  titleCn: z.string().trim().min(1, 'home:notice.titleRequired').max(100),
  titleEn: z.string().trim().min(1, 'home:notice.titleRequired').max(200),
  content: z.string().trim().min(1, 'home:notice.contentRequired').max(5000),
  contentEn: z.string().trim().min(1, 'home:notice.contentRequired').max(5000),
  /** With a version code the announcement also appears in that version's update notice. */
  versionCode: z.string().trim().max(30).default(''),
  messageType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2),
  /** While published and before this time, the announcement shows as the banner above every page. */
  deadlineTime: z.iso.datetime({ offset: true }).nullable().default(null),
  videoUrl: optionalUrl,
  documentUrl: optionalUrl,
});
export type AnnouncementInput = z.infer<typeof announcementInput>;

export const announcementRowSchema = announcementInput.extend({
  id: z.uuid(),
  type: announcementStateSchema,
  top: z.boolean(),
  releaseTime: z.iso.datetime({ offset: true }).nullable(),
  createdBy: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

export const announcementListQuery = pageQuery({
  type: z.preprocess((v) => (v === '' ? undefined : v), announcementStateSchema.optional()),
  keyword: z.string().trim().max(100).optional(),
});
export const announcementListSchema = pageOf(announcementRowSchema);

export const announcementUpdateInput = announcementInput.extend({ id: z.uuid() });
export const announcementIdInput = z.object({ id: z.uuid() });

/** The pre-message: the banner above every page. */
export const advanceMessageSchema = z
  .object({
    id: z.uuid(),
    deadlineTime: z.iso.datetime({ offset: true }),
    details: z.array(z.object({ contentZh: z.string(), contentEn: z.string() })),
  })
  .nullable();

export const updateNoticeItemSchema = z.object({
  messageType: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  documentUrlZh: z.string(),
  documentUrlEn: z.string(),
  videoUrlZh: z.string(),
  videoUrlEn: z.string(),
});
export type UpdateNoticeItem = z.infer<typeof updateNoticeItemSchema>;

/** The update notice: one version's announcements, paged in the dialog. */
export const updateNoticeSchema = z
  .object({
    id: z.uuid(),
    versionCode: z.string(),
    preview: z.boolean(),
    total: z.number().int(),
    items: z.array(updateNoticeItemSchema),
  })
  .nullable();
export type UpdateNotice = NonNullable<z.infer<typeof updateNoticeSchema>>;

export const versionRowSchema = z.object({
  versionCode: z.string(),
  releaseTime: z.iso.datetime({ offset: true }).nullable(),
  items: z.array(updateNoticeItemSchema.extend({ id: z.uuid() })),
});
