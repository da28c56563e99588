import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** Information-center message types: results of reviews, and notices. */
export const messageTypes = ['authorization', 'purchase', 'notice'] as const;
export const messageTypeSchema = z.enum(messageTypes);

export const messageRowSchema = z.object({
  id: z.uuid(),
  type: messageTypeSchema,
  /** In the caller's language. */
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

export const newMessagesSchema = z.object({
  unread: z.number().int().min(0),
  items: z.array(messageRowSchema),
});

export const messageListQuery = pageQuery({
  isRead: z.boolean().optional(),
  type: messageTypeSchema.optional(),
});
export const messageListSchema = pageOf(messageRowSchema);

/** Mark some messages read, or all of mine with an empty list. */
export const markReadInput = z.object({ ids: z.array(z.uuid()).max(200).default([]) });
