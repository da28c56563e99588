import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { importUploadSchema, taskRefSchema } from '../imports/import.schema.ts';
import {
  returnClaimSchema,
  returnCreateSchema,
  returnDetailSchema,
  returnHandleSchema,
  returnListQuery,
  returnMoveSchema,
  returnPageSchema,
  returnReceiveSchema,
  returnTabCountsSchema,
} from './return.schema.ts';
import { returnPhotoInput } from './return-pda.schema.ts';

const BASE = '/api/v1/WMS/Return';
const idInput = z.object({ id: z.uuid() });

/** TransferredReturnOrder: at most 10 shipped orders, each with the tracking number of its return parcel. */
export const RETURN_TRANSFER_MAX = 10;
export const returnTransferSchema = z.object({
  orders: z
    .array(
      z.object({
        id: z.uuid(),
        returnTrackingNo: z.string().trim().min(1).max(60),
        returnRemarks: z.string().trim().max(500).optional(),
      }),
    )
    .min(1)
    .max(100),
  /** returnLabel: a new parcel, whose number must differ from the outbound one; returnToSender: the same parcel. */
  returnType: z.enum(['returnLabel', 'returnToSender']).default('returnLabel'),
});

/** Customer returns: list with tab counts, detail, create, receive, handle, and the state moves. */
export const returnEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetPageList`,
    summary: 'Returns of one tab',
    input: returnListQuery,
    output: returnPageSchema,
    access: 'session',
    mutates: false,
  }),
  getTabCounts: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetTabCounts`,
    summary: 'How many returns each tab holds',
    input: returnListQuery.pick({ warehouseId: true, customerId: true, keyword: true }),
    output: returnTabCountsSchema,
    access: 'session',
    mutates: false,
  }),
  getDetail: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetDetail`,
    summary: 'One return with its products, photos and handling',
    input: idInput,
    output: returnDetailSchema,
    access: 'session',
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Create`,
    summary: 'Create a return, from a shipped order or on its own',
    input: returnCreateSchema,
    output: returnDetailSchema,
    access: { functionPoint: 'return:list:create' },
    notifySuccess: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Import`,
    summary: 'Create returns from a workbook (returnOrder kind): one return per tracking number',
    input: importUploadSchema.extend({ kind: z.literal('returnOrder') }),
    output: taskRefSchema,
    access: { functionPoint: 'return:list:create' },
  }),
  transferredReturnOrder: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Order/OmsAllOrderImage/TransferredReturnOrder',
    summary: 'Turn shipped orders into returns (at most 10 at once)',
    input: returnTransferSchema,
    output: z.object({
      count: z.number().int(),
      orderNos: z.array(z.string()),
      returnNos: z.array(z.string()),
    }),
    access: { functionPoint: 'oms:order:return' },
    notifySuccess: true,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Move`,
    summary: 'Create the return label, mark the parcel on its way, or cancel the return',
    input: returnMoveSchema,
    output: returnDetailSchema,
    access: { functionPoint: 'return:list:update' },
    notifySuccess: true,
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Receive`,
    summary: 'Count a returned parcel in: good and damaged units per product, with photos',
    input: returnReceiveSchema,
    output: returnDetailSchema,
    access: { functionPoint: 'return:list:receive' },
    notifySuccess: true,
  }),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: `${BASE}/UploadPhoto`,
    summary: 'Store one receipt photo under the id the device made for it (a resend stores it once)',
    input: returnPhotoInput,
    output: z.object({ id: z.uuid(), name: z.string() }),
    access: { functionPoint: 'return:list:receive' },
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Claim`,
    summary: 'Claim a parcel that arrived without a known owner, naming its tracking number and products',
    input: returnClaimSchema,
    output: returnDetailSchema,
    access: { functionPoint: 'return:list:claim' },
    notifySuccess: true,
  }),
  handle: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Handle`,
    summary: 'Choose the handling of a received return: put away, destroy or receive',
    input: returnHandleSchema,
    output: returnDetailSchema,
    access: { functionPoint: 'return:list:handle' },
    notifySuccess: true,
  }),
};
