import type { ShipmentFile, shipmentFileUploadSchema } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { files, inboundFiles } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { iso } from '../../platform/values.ts';
import { shipmentsService } from './shipments.service.ts';

const MIME: [RegExp, string][] = [
  [/\.pdf$/i, 'application/pdf'],
  [/\.png$/i, 'image/png'],
  [/\.jpe?g$/i, 'image/jpeg'],
  [/\.xlsx$/i, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];
const mimeOf = (name: string) => MIME.find(([re]) => re.test(name))?.[1] ?? 'application/octet-stream';

/**
 * A container's packing lists and photos. The stored file carries the container's customer, so that
 * customer's users may read it (decisions.md "Files belong to their owner"); the caller must see the
 * container to attach or list.
 */
export const shipmentFilesService = {
  async upload(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof shipmentFileUploadSchema>,
    store: FileStore,
    now: Date,
  ): Promise<ShipmentFile> {
    const shipment = await shipmentsService.detail(tx, principal, input.shipmentId);
    const file = await store.save(
      tx,
      {
        tenantId: principal.tenantId,
        name: input.fileName,
        mime: mimeOf(input.fileName),
        createdBy: principal.userId,
        customerId: shipment.customerId,
      },
      Buffer.from(input.content, 'base64'),
    );
    await tx.insert(inboundFiles).values({
      tenantId: principal.tenantId,
      shipmentId: shipment.id,
      fileId: file.id,
      kind: input.kind,
      createdAt: now,
      createdBy: principal.userId,
    });
    return {
      id: file.id,
      name: input.fileName,
      kind: input.kind,
      url: store.signedUrl(principal.tenantId, file.id, now),
      createdTime: iso(now),
    };
  },

  async list(tx: Tx, principal: Principal, id: string, store: FileStore, now: Date): Promise<ShipmentFile[]> {
    await shipmentsService.detail(tx, principal, id);
    const rows = await tx
      .select({ id: files.id, name: files.name, kind: inboundFiles.kind, at: inboundFiles.createdAt })
      .from(inboundFiles)
      .innerJoin(files, and(eq(files.tenantId, inboundFiles.tenantId), eq(files.id, inboundFiles.fileId)))
      .where(and(eq(inboundFiles.tenantId, principal.tenantId), eq(inboundFiles.shipmentId, id)))
      .orderBy(asc(inboundFiles.createdAt));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind as ShipmentFile['kind'],
      url: store.signedUrl(principal.tenantId, r.id, now),
      createdTime: iso(r.at),
    }));
  },
};
