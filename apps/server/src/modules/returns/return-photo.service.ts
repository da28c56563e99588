import { ErrorCode, type returnPhotoInput } from '@wms/api';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { detailOf } from './return-rows.ts';

/** The first bytes of each accepted photo format, so a renamed file is refused. */
const FORMATS: Record<string, { mime: string; magic: number[] }> = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
};

export const returnPhotoService = {
  /**
   * One return with its receipt photos as expiring links. The caller already sees the return (its scope
   * was checked), so the links go to a customer's user too, whoever uploaded the photo.
   */
  async detailWithPhotos(tx: Tx, principal: Principal, id: string, store: FileStore, now: Date) {
    const detail = await detailOf(tx, principal, id);
    if (!detail.photos.length) return { ...detail, photoFiles: [] };
    const found = await tx
      .select({ id: files.id, name: files.name })
      .from(files)
      .where(
        and(
          eq(files.tenantId, principal.tenantId),
          inArray(files.id, detail.photos),
          isNull(files.deletedAt),
        ),
      );
    const names = new Map(found.map((f) => [f.id, f.name]));
    const photoFiles = detail.photos
      .filter((photo) => names.has(photo))
      .map((photo) => ({
        id: photo,
        name: names.get(photo)!,
        url: store.signedUrl(principal.tenantId, photo, now),
      }));
    return { ...detail, photoFiles };
  },

  /**
   * Stores a receipt photo under the id the device made when it was taken. A resend (the answer was
   * lost) finds the stored file and stores nothing; an id someone else used answers "does not exist".
   */
  async uploadPhoto(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof returnPhotoInput>,
    store: FileStore,
  ) {
    if (principal.customerId) throw new BizError(ErrorCode.returnStaffOnly);
    const [known] = await tx
      .select({ name: files.name, createdBy: files.createdBy })
      .from(files)
      .where(and(eq(files.tenantId, principal.tenantId), eq(files.id, input.id)))
      .limit(1);
    if (known) {
      if (known.createdBy !== principal.userId) throw new BizError(ErrorCode.fileNotFound);
      return { id: input.id, name: known.name };
    }
    const format = FORMATS[input.fileName.split('.').pop()!.toLowerCase()];
    const content = Buffer.from(input.content, 'base64');
    if (!format?.magic.every((byte, i) => content[i] === byte)) throw new BizError(ErrorCode.uploadFormat);
    const file = await store.save(
      tx,
      {
        id: input.id,
        tenantId: principal.tenantId,
        name: input.fileName,
        mime: format.mime,
        createdBy: principal.userId,
      },
      content,
    );
    return { id: file.id, name: file.name };
  },
};
