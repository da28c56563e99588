import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { relationKindSchema, syncDataKindSchema } from './tenant-admin.schema.ts';

/** `sync` pulls the partner's data into the caller's tenant; `push` sends the caller's data to the partner. */
export const syncDirections = ['sync', 'push'] as const;
export const syncDirectionSchema = z.enum(syncDirections);
export type SyncDirection = z.infer<typeof syncDirectionSchema>;

/**
 * A kind may run again between the same two tenants once this long has passed since its last start
 * (the asynchronous push time); sooner answers code 99.
 */
export const SYNC_COOL_DOWN_MS = 180_000;

/** A tenant the caller may sync with: `out` the caller's data goes to it, `in` its data comes to the caller. */
export const syncPartnerSchema = z.object({
  tenantId: z.uuid(),
  name: z.string(),
  kind: relationKindSchema,
  flow: z.enum(['out', 'in']),
  dataKinds: z.array(syncDataKindSchema),
});
export type SyncPartner = z.infer<typeof syncPartnerSchema>;

export const tenantAccessSchema = z.object({
  allowed: z.boolean(),
  partners: z.array(syncPartnerSchema),
});

export const syncRunInput = z.object({ partnerTenantId: z.uuid() });

export const syncRunStates = ['queued', 'running', 'completed', 'failed'] as const;
export const syncRunStateSchema = z.enum(syncRunStates);

/** One sync or push run: a task-center task with its counts. */
export const syncRunRowSchema = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  direction: syncDirectionSchema,
  dataKind: syncDataKindSchema,
  partnerTenantId: z.uuid(),
  partnerName: z.string(),
  state: syncRunStateSchema,
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** The first refused records: source number and reason (an error code, shown with its `params`). */
  failures: z.array(
    z.object({
      sourceNo: z.string(),
      reason: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
  createdTime: z.iso.datetime({ offset: true }),
  finishedTime: z.iso.datetime({ offset: true }).nullable(),
});
export type SyncRunRow = z.infer<typeof syncRunRowSchema>;

export const syncRunListQuery = pageQuery({
  direction: syncDirectionSchema.optional(),
  dataKind: syncDataKindSchema.optional(),
});
export const syncRunListSchema = pageOf(syncRunRowSchema);
