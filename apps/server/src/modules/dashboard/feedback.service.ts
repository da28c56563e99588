import { ErrorCode, type FeedbackInput, uuidv7 } from '@wms/api';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { feedbacks, files } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
};

/** The first bytes each accepted format starts with, so a renamed file is refused. */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  zip: [0x50, 0x4b],
};

/** The dashboard's feedback form: attachments are stored on disk, then referenced. */
export const feedbackService = {
  async upload(tx: Tx, principal: Principal, input: { fileName: string; content: string }, store: FileStore) {
    const ext = input.fileName.split('.').pop()!.toLowerCase();
    const content = Buffer.from(input.content, 'base64');
    const magic = MAGIC[ext];
    if (!magic?.every((byte, i) => content[i] === byte)) throw new BizError(ErrorCode.uploadFormat);
    const file = await store.save(
      tx,
      { tenantId: principal.tenantId, name: input.fileName, mime: MIME[ext]!, createdBy: principal.userId },
      content,
    );
    return { id: file.id, name: file.name };
  },

  async create(tx: Tx, principal: Principal, input: FeedbackInput, store: FileStore, now: Date) {
    const attached = input.fileIds.length
      ? await tx
          .select({ id: files.id, name: files.name })
          .from(files)
          .where(
            and(
              eq(files.tenantId, principal.tenantId),
              eq(files.createdBy, principal.userId),
              inArray(files.id, input.fileIds),
              isNull(files.deletedAt),
            ),
          )
      : [];
    if (attached.length !== new Set(input.fileIds).size) throw new BizError(ErrorCode.feedbackFileNotFound);
    const [row] = await tx
      .insert(feedbacks)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(now.getTime()),
        type: input.type,
        description: input.description,
        email: input.email,
        fileIds: input.fileIds,
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return {
      id: row!.id,
      type: input.type,
      description: row!.description,
      email: row!.email,
      fileUrl: attached.map((f) => ({ name: f.name, url: store.signedUrl(principal.tenantId, f.id, now) })),
      createdTime: row!.createdAt.toISOString(),
    };
  },
};
