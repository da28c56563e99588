import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { hasTwoDecimals } from '../products/field-rules.ts';
import {
  transferKindSchema,
  transferStateUpdateSchema,
  transferStatusSchema,
  transferTabSchema,
} from './transfer-status.ts';

export const TRANSFER_LINES_MAX = 300;
/** The two documents of an order; OverWriteFile names one of them. */
export const transferFileFields = ['filePath', 'bol'] as const;
export const transferFileFieldSchema = z.enum(transferFileFields);

const date = z.iso.date('transfer:rule.date');
const optionalDate = z
  .union([z.literal(''), date])
  .nullish()
  .transform((v) => v || null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'transfer:rule.textLength')
    .nullish()
    .transform((v) => v || null);
const count = (max: number) =>
  z
    .number('transfer:rule.count')
    .int('transfer:rule.count')
    .min(0, 'transfer:rule.count')
    .max(max, 'transfer:rule.count');
const optionalFile = z
  .uuid()
  .nullish()
  .transform((v) => v ?? null);

export const transferLineInputSchema = z.object({
  productId: z.uuid('transfer:rule.product'),
  /** needPickQty: units to pick and send. */
  qty: z
    .number('transfer:rule.qty')
    .int('transfer:rule.qty')
    .positive('transfer:rule.qty')
    .max(1_000_000, 'transfer:rule.qty'),
  /** Cartons these units make. */
  boxQuantity: count(100_000).default(0),
});

const transferFields = {
  kind: transferKindSchema,
  customerId: z.uuid('transfer:rule.customer'),
  warehouseId: z.uuid('transfer:rule.warehouse'),
  carrier: optionalText(60),
  po: optionalText(60),
  platform: optionalText(40),
  /** The platform warehouse code (e.g. an FBA code); toWarehouseName is its name or address. */
  platformCode: optionalText(20),
  toWarehouseName: optionalText(200),
  suggestPalletNum: count(1000).default(0),
  deliveryFee: z
    .number('transfer:rule.money')
    .min(0, 'transfer:rule.money')
    .max(9_999_999, 'transfer:rule.money')
    .refine(hasTwoDecimals, 'transfer:rule.money')
    .default(0),
  /** The stock-preparation file and the bill of lading, both file ids from UploadFile. */
  filePath: optionalFile,
  bol: optionalFile,
  isPresale: z.boolean().default(false),
  isPallet: z.boolean().default(true),
  isPhotos: z.boolean().default(false),
  outLabelingQty: count(1_000_000).default(0),
  productLabelingQty: count(1_000_000).default(0),
  /** ETD (the estimated ship time) and ETA, yyyy-mm-dd; both checked against the two-week window. */
  etd: date,
  eta: optionalDate,
  remark: optionalText(500),
  customerRemarks: optionalText(500),
  truckCompany: optionalText(60),
  lines: z
    .array(transferLineInputSchema)
    .min(1, 'transfer:rule.lines')
    .max(TRANSFER_LINES_MAX, 'transfer:rule.lines'),
};

const oneFile = (v: { filePath: string | null; bol: string | null }) => !!(v.filePath || v.bol);
const uniqueProducts = (v: { lines: { productId: string }[] }) =>
  new Set(v.lines.map((l) => l.productId)).size === v.lines.length;
const etaAfterEtd = (v: { etd: string; eta: string | null }) => !v.eta || v.eta >= v.etd;

export const transferCreateSchema = z
  .object(transferFields)
  .refine(oneFile, { message: 'transfer:fileRequired', path: ['filePath'] })
  .refine(uniqueProducts, { message: 'transfer:rule.productTwice', path: ['lines'] })
  .refine(etaAfterEtd, { message: 'transfer:rule.etaBeforeEtd', path: ['eta'] });
export const transferUpdateSchema = z
  .object({ id: z.uuid(), ...transferFields })
  .refine(oneFile, { message: 'transfer:fileRequired', path: ['filePath'] })
  .refine(uniqueProducts, { message: 'transfer:rule.productTwice', path: ['lines'] })
  .refine(etaAfterEtd, { message: 'transfer:rule.etaBeforeEtd', path: ['eta'] });
export type TransferInput = z.output<typeof transferCreateSchema>;

export const transferLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productNo: z.string(),
  productName: z.string(),
  /** Units the order asks for (after a confirmed shortage, what is left). */
  needPickQty: z.number().int(),
  boxQuantity: z.number().int(),
  pickedQty: z.number().int(),
  deliveryQty: z.number().int(),
  /** needPickQty minus what was picked. */
  diffQty: z.number().int(),
  /** Units the warehouse reported short, waiting for the customer. */
  outOfStockQty: z.number().int(),
  locationName: z.string().nullable(),
});

export const transferFileSchema = z.object({ id: z.uuid(), name: z.string() });

/** A row of the list: every header field of the order. */
export const transferOrderSchema = z.object({
  id: z.uuid(),
  transID: z.string(),
  kind: transferKindSchema,
  state: transferStatusSchema,
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid(),
  fromWarehouse: z.string(),
  carrier: z.string().nullable(),
  po: z.string().nullable(),
  platform: z.string().nullable(),
  platformCode: z.string().nullable(),
  toWarehouseName: z.string().nullable(),
  suggestPalletNum: z.number().int(),
  palletNum: z.number().int(),
  /** Pallets over every order of the pick list the order is on (its own when alone). */
  palletTotal: z.number().int(),
  deliveryFee: z.number(),
  palletPhotoPath: z.array(z.uuid()),
  filePath: transferFileSchema.nullable(),
  bol: transferFileSchema.nullable(),
  isPresale: z.boolean(),
  isPallet: z.boolean(),
  isPhotos: z.boolean(),
  isHot: z.boolean(),
  boxQuantity: z.number().int(),
  outLabelingQty: z.number().int(),
  productLabelingQty: z.number().int(),
  boxTotalQty: z.number().int(),
  labelingTotal: z.number().int(),
  qtyTotal: z.number().int(),
  lineCount: z.number().int(),
  etd: z.string(),
  eta: z.string().nullable(),
  sendGoodsTime: z.string().nullable(),
  realSendGoodsTime: z.string().nullable(),
  remark: z.string().nullable(),
  customerRemarks: z.string().nullable(),
  warehouseRemark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  outOfStockReason: z.string().nullable(),
  pdaAccount: z.string().nullable(),
  clerk: z.string().nullable(),
  truckCompany: z.string().nullable(),
  createTime: z.string(),
});
export type TransferRow = z.infer<typeof transferOrderSchema>;

export const transferDetailSchema = transferOrderSchema.extend({ lines: z.array(transferLineSchema) });
export type TransferDetail = z.infer<typeof transferDetailSchema>;

/** The list's filters; its exports take the same ones. */
export const transferFilterShape = {
  tab: transferTabSchema.default('all'),
  kind: transferKindSchema.optional(),
  warehouseId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  /** Transfer numbers or POs, comma- or line-separated. */
  keyword: z.string().trim().max(4000).optional(),
  isHot: z.coerce.boolean().optional(),
  createdFrom: date.optional(),
  createdTo: date.optional(),
};
export const transferListQuery = pageQuery(transferFilterShape);
export const transferPageSchema = pageOf(transferOrderSchema);
export const transferCountsQuery = z.object({
  kind: transferKindSchema.optional(),
  warehouseId: z.uuid().optional(),
  customerId: z.uuid().optional(),
});
export const transferTabCountsSchema = z.record(transferTabSchema, z.number().int());

export const transferIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const transferReasonSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  reason: z.string().trim().min(1, 'transfer:rule.reason').max(500, 'transfer:rule.reason'),
});
export const transferWithdrawSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  /** pending: off the pick list, stock released; picking: back to the pick list, pallets undone. */
  to: z.enum(['pending', 'picking']).default('pending'),
});
export const transferStateUpdateInput = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  action: transferStateUpdateSchema,
});
export const transferCarrierSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  carrier: z.string().trim().min(1, 'transfer:rule.carrier').max(60, 'transfer:rule.carrier'),
  truckCompany: optionalText(60),
});
export const transferHotSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100), isHot: z.boolean() });
export const transferRemarkInput = z.object({
  id: z.uuid(),
  remark: z.string().trim().min(1, 'transfer:rule.remark').max(500, 'transfer:rule.remark'),
});
export const transferEstimatedTimeSchema = z
  .object({ id: z.uuid(), etd: date, eta: optionalDate })
  .refine(etaAfterEtd, { message: 'transfer:rule.etaBeforeEtd', path: ['eta'] });
export const transferSendTimeSchema = z.object({
  id: z.uuid(),
  sendGoodsTime: z.iso.datetime({ offset: true }),
});
export const transferDeliverySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  /** When the truck left; now when blank. */
  realSendGoodsTime: z.iso.datetime({ offset: true }).optional(),
});
export const transferOverwriteFileSchema = z.object({
  id: z.uuid(),
  field: transferFileFieldSchema,
  fileId: z.uuid(),
});
export const TRANSFER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const transferUploadSchema = z.object({
  /** The customer the document belongs to: that customer's users may then read it. */
  customerId: z.uuid(),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(pdf|xlsx?|csv|png|jpe?g)$/i, 'transfer:rule.fileType'),
  content: z.base64().max(Math.ceil((TRANSFER_FILE_MAX_BYTES * 4) / 3) + 4, 'transfer:rule.fileSize'),
});
export const transferOutOfStockReport = z.object({
  id: z.uuid(),
  reason: optionalText(500),
  lines: z
    .array(z.object({ lineId: z.uuid(), shortQty: z.number().int().positive().max(1_000_000) }))
    .min(1)
    .max(TRANSFER_LINES_MAX),
});
export const transferOutOfStockConfirm = z.object({
  id: z.uuid(),
  /** continue: ship what there is; cancel: give the order up. */
  decision: z.enum(['continue', 'cancel']).default('continue'),
});

export const transferLogSchema = z.object({
  id: z.uuid(),
  /** A transfer action, `create`, `warehouseRemark` or `outOfStockLine`. */
  action: z.string(),
  beforeStatus: z.string().nullable(),
  afterStatus: z.string().nullable(),
  remark: z.string().nullable(),
  createdTime: z.string(),
  createdByName: z.string().nullable(),
});
export const transferRemarkSchema = z.object({
  id: z.uuid(),
  remark: z.string(),
  createdTime: z.string(),
  createdByName: z.string().nullable(),
});
export const transferFileInfoSchema = z.object({
  field: transferFileFieldSchema.or(z.literal('palletPhoto')),
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
});
export const transferMovedSchema = z.object({ moved: z.number().int() });
