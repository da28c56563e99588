import { z } from 'zod';
import { batchQuery, pageQuery } from '../core/page-query.ts';

/** Pick lists and pick progress are split by kind. Drop-shipping lists come first. */
export const pickListKinds = ['dropShipping', 'transport', 'truck'] as const;
export const pickListKindSchema = z.enum(pickListKinds);
/** The pickingOrderType: 1 single-product, 2 multi-product. */
export const pickingOrderTypeSchema = z.union([z.literal(1), z.literal(2)]);
/** A pick list's life: the pick states plus cancelled (withdrawn or cancelled lists stay for the record). */
export const pickListStates = ['unPick', 'picking', 'picked', 'cancelled'] as const;
export const pickListStateSchema = z.enum(pickListStates);
/** A line's state: the pick states plus out of stock. */
export const pickLineStates = ['unPick', 'picking', 'picked', 'outOfStock'] as const;

const when = z.iso.datetime({ offset: true });

export const pickListRowSchema = z.object({
  id: z.uuid(),
  pickListNo: z.string(),
  kind: pickListKindSchema,
  pickingOrderType: pickingOrderTypeSchema,
  warehouseId: z.uuid(),
  warehouseName: z.string().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  carrier: z.string().nullable(),
  pickerId: z.uuid().nullable(),
  pickerName: z.string().nullable(),
  /** The clerk who keeps the picked goods until they ship (Allocate custodians). */
  custodianId: z.uuid().nullable(),
  custodianName: z.string().nullable(),
  custodianAssignedTime: when.nullable(),
  state: pickListStateSchema,
  routeStrategy: z.string(),
  /** Walking distance of the warehouse's route strategy, and of the S-shape route for comparison. */
  walkDistance: z.number(),
  sShapeDistance: z.number(),
  orderCount: z.number().int(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  pickedQty: z.number().int(),
  createdTime: when,
  assignedTime: when.nullable(),
  finishedTime: when.nullable(),
});
export type PickListRow = z.infer<typeof pickListRowSchema>;

export const pickLineSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  orderId: z.uuid(),
  orderNo: z.string(),
  productId: z.uuid(),
  productNo: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  qty: z.number().int(),
  pickedQty: z.number().int(),
  /** On hand at the location now. */
  inventoryQty: z.number().int(),
  state: z.enum(pickLineStates),
  /** Where the line is walked to on the aisle map (null when its location lacks coordinates). */
  aisle: z.number().int().nullable(),
  depth: z.number().nullable(),
});
/**
 * The single-block aisle map the route is walked on (docs/architecture.md#picking-routes), in metres; the
 * depot is at x 0, depth 0.
 */
export const pickLayoutSchema = z.object({
  aisleCount: z.number().int(),
  aisleLength: z.number(),
  aisleSpacing: z.number(),
});
export const pickListDetailSchema = pickListRowSchema.extend({
  lines: z.array(pickLineSchema),
  layout: pickLayoutSchema,
});
export type PickListDetail = z.infer<typeof pickListDetailSchema>;

export const pickListFilterShape = {
  kind: pickListKindSchema.optional(),
  pickingOrderType: z.coerce.number().pipe(pickingOrderTypeSchema).optional(),
  state: pickListStateSchema.optional(),
  warehouseId: z.uuid().optional(),
  pickerId: z.uuid().optional(),
  /** Allocate custodians: lists with (true) or without (false) a custodian. */
  hasCustodian: z.enum(['true', 'false']).optional(),
  pickListNos: batchQuery.optional(),
  orderNos: batchQuery.optional(),
  createdFrom: when.optional(),
  createdTo: when.optional(),
};
export const pickListQuery = pageQuery(pickListFilterShape);

/** CreatePickingOrder: processed orders awaiting a list, in lists of at most the warehouse's order limit. */
export const pickListCreateSchema = z.object({
  warehouseId: z.uuid(),
  pickingOrderType: pickingOrderTypeSchema,
  kind: pickListKindSchema.default('dropShipping'),
  /** These orders only; else every order waiting in the warehouse (hot ones and the oldest first). */
  orderIds: z.array(z.uuid()).max(5000).optional(),
  /** Also take pending orders (the reading where pick lists come before labels). */
  includePending: z.boolean().default(false),
  customerId: z.uuid().optional(),
  carrier: z.string().max(40).optional(),
  /** At most this many lists in one call. */
  maxLists: z.number().int().min(1).max(50).default(10),
});

/** The choices a generation is made with, without the orders themselves: what the dialog previews. */
export const pickListPreviewInputSchema = pickListCreateSchema.pick({
  warehouseId: true,
  pickingOrderType: true,
  includePending: true,
  customerId: true,
  carrier: true,
});

/** At most this many waiting orders are listed to choose from; the count covers them all. */
export const PICK_PREVIEW_ORDERS = 200;

export const pickListPreviewSchema = z.object({
  /** Every waiting order that matches the choices. */
  count: z.number().int(),
  /** The warehouse's orders per pick list. */
  orderLimit: z.number().int(),
  /** The first waiting orders in the order a generation takes them: hot ones, then the oldest. */
  orders: z
    .array(
      z.object({
        id: z.uuid(),
        orderNo: z.string(),
        customerCode: z.string(),
        carrier: z.string().nullable(),
        skuSummary: z.string(),
        isHot: z.boolean(),
        status: z.string(),
        orderTime: when,
      }),
    )
    .max(PICK_PREVIEW_ORDERS),
});
export type PickListPreview = z.infer<typeof pickListPreviewSchema>;

export const pickListCreatedSchema = z.object({
  pickLists: z.array(pickListRowSchema),
  /** Orders the stock could not cover: moved to out of stock. */
  outOfStockOrderNos: z.array(z.string()),
});

export const pickProgressSchema = z.array(
  z.object({
    kind: pickListKindSchema,
    unPick: z.number().int(),
    picking: z.number().int(),
    picked: z.number().int(),
    totalQty: z.number().int(),
    pickedQty: z.number().int(),
  }),
);

export const confirmPickSchema = z.object({
  pickListId: z.uuid(),
  lineId: z.uuid(),
  qty: z.number().int().min(1).max(99_999),
  locationId: z.uuid(),
});
