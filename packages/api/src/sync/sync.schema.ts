import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { palletSnapshotSchema } from '../pallets/pallet.schema.ts';
import { pickListSnapshotSchema } from '../pda/pick-events.schema.ts';
import { relistSnapshotSchema } from '../pda/relist.schema.ts';
import { pdaLocationSchema, pdaStockSchema } from '../pda/stock-lookup.schema.ts';
import { returnSnapshotSchema } from '../returns/return-pda.schema.ts';
import { inboundSnapshotSchema } from '../shipments/receiving.schema.ts';
import { transferPalletSnapshotSchema } from '../transfers/transfer-pda.schema.ts';

/** The PDA sends at most 200 events per push. */
export const SYNC_BATCH_MAX = 200;

const time = z.iso.datetime({ offset: true });

/** One immutable event of a device's outbox. */
export const syncEventSchema = z.object({
  eventId: z.uuid(),
  /** Allocated on the device in the same transaction as the event: 1, 2, 3… without gaps. */
  deviceSeq: z.number().int().min(1),
  type: z.string().min(1).max(64),
  payload: z.record(z.string(), z.unknown()),
  /** When the scan happened on the device. */
  createdAt: time,
});
export type SyncEvent = z.infer<typeof syncEventSchema>;

export const syncPushInput = z.object({
  /** Names one outbox: one device's database for one tenant and user. */
  deviceId: z.uuid(),
  events: z.array(syncEventSchema).min(1).max(SYNC_BATCH_MAX),
});
export type SyncPushInput = z.infer<typeof syncPushInput>;

const applied = z.object({ status: z.literal('applied'), data: z.unknown().optional() });
const rejected = z.object({ status: z.literal('rejected'), code: z.string(), message: z.string() });
const conflict = z.object({
  status: z.literal('conflict'),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** What applying an event did. Rejections and conflicts are final: the event is never applied later. */
export const syncOutcomeSchema = z.discriminatedUnion('status', [applied, rejected, conflict]);
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;

/** Device sequence numbers the server has not seen: a note, never a refusal. */
export const sequenceGapSchema = z.object({ from: z.number().int(), to: z.number().int() });
export type SequenceGap = z.infer<typeof sequenceGapSchema>;

const eventId = z.uuid();
const gap = sequenceGapSchema.optional();

export const syncEventResultSchema = z.discriminatedUnion('status', [
  applied.extend({ eventId, gap }),
  rejected.extend({ eventId, gap }),
  conflict.extend({ eventId, gap }),
  /** Sent before: the stored outcome of the first time comes back. */
  z.object({ status: z.literal('duplicate'), eventId, original: syncOutcomeSchema }),
]);
export type SyncEventResult = z.infer<typeof syncEventResultSchema>;

export const syncPushOutput = z.object({
  /** One per event, in the order sent. */
  results: z.array(syncEventResultSchema),
  gaps: z.array(sequenceGapSchema),
  /** The highest deviceSeq the server holds for this device. */
  lastSeq: z.number().int(),
  serverTime: time,
});
export type SyncPushOutput = z.infer<typeof syncPushOutput>;

/** Entity kinds the PDA caches and pulls by `updatedAt` cursor. */
export const syncPullKinds = [
  'pallets',
  'pickLists',
  'relist',
  'locations',
  'stock',
  'returns',
  'inbound',
  'transfers',
] as const;
export const syncPullKindSchema = z.enum(syncPullKinds);
export type SyncPullKind = z.infer<typeof syncPullKindSchema>;

export const syncPullInput = z.object({
  kind: syncPullKindSchema,
  /** Opaque; absent for a first pull. */
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(1000).default(500),
});

function pullPage<K extends SyncPullKind, T extends z.ZodType>(kind: K, item: T) {
  return z.object({
    kind: z.literal(kind),
    items: z.array(item),
    /** Send it back on the next pull. */
    cursor: z.string(),
    /** More rows are waiting: pull again at once. */
    hasMore: z.boolean(),
    serverTime: time,
  });
}

export const syncPullOutput = z.discriminatedUnion('kind', [
  pullPage('pallets', palletSnapshotSchema),
  pullPage('pickLists', pickListSnapshotSchema),
  pullPage('relist', relistSnapshotSchema),
  pullPage('locations', pdaLocationSchema),
  pullPage('stock', pdaStockSchema),
  pullPage('returns', returnSnapshotSchema),
  pullPage('inbound', inboundSnapshotSchema),
  pullPage('transfers', transferPalletSnapshotSchema),
]);
export type SyncPullOutput = z.infer<typeof syncPullOutput>;

/** Who the PDA is talking as, and what this server understands; also names the device database. */
export const syncContextSchema = z.object({
  tenantId: z.uuid(),
  userId: z.uuid(),
  account: z.string(),
  displayName: z.string(),
  eventTypes: z.array(z.string()),
  pullKinds: z.array(syncPullKindSchema),
  batchMax: z.number().int(),
  serverTime: time,
  /** The warehouses the account works in (its data scope), by name: the device works in one of them. */
  warehouses: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SyncContext = z.infer<typeof syncContextSchema>;

export const syncIssueStatuses = ['rejected', 'conflict'] as const;

export const syncIssueQuery = pageQuery({
  status: z.enum(syncIssueStatuses).optional(),
  /** open: not yet dismissed. */
  state: z.enum(['open', 'dismissed', 'all']).default('open'),
  deviceId: z.uuid().optional(),
  userId: z.uuid().optional(),
  type: z.string().max(64).optional(),
});

export const syncIssueSchema = z.object({
  eventId: z.uuid(),
  deviceId: z.uuid(),
  deviceSeq: z.number().int(),
  userId: z.uuid(),
  userName: z.string().nullable(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(syncIssueStatuses),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdTime: time,
  receivedTime: time,
  dismissedTime: time.nullable(),
  dismissedByName: z.string().nullable(),
});
export type SyncIssue = z.infer<typeof syncIssueSchema>;
export const syncIssueListSchema = pageOf(syncIssueSchema);

export const syncDismissInput = z.object({ eventIds: z.array(z.uuid()).min(1).max(SYNC_BATCH_MAX) });
