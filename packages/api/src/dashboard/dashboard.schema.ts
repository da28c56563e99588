import { z } from 'zod';
import { billingWidgetsSchema } from '../finance/finance.schema.ts';
import { orderStatusSchema } from '../orders/order-status.ts';

/** The dashboard's ranges, counted in whole US Pacific days ending today. */
export const dashboardRanges = [7, 15, 30] as const;
export const DASHBOARD_TIME_ZONE = 'America/Los_Angeles';

export const dashboardQuery = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(15), z.literal(30)]))
    .default(7),
});

/** Widgets whose business area is not built yet: the screen says so instead of drawing zeros. */
export const pendingWidgets = ['misShipment', 'freightApproval', 'tickets'] as const;

/** Setup guide steps in order, each with the page that does it. */
export const setupSteps = [
  { step: 'createWarehouse', path: '/warehouse/list/index' },
  { step: 'importZone', path: '/warehouse/zone/index' },
  { step: 'authorizeWarehouse', path: '/system/auth/authorization' },
  // a fee structure is a contract's quotation; choosing a quote is a customer's account and service per warehouse
  { step: 'createFeeStructure', path: '/customer/config/index' },
  { step: 'chooseQuote', path: '/customer/config/shipping-config' },
  { step: 'addCarrierAccount', path: '/system/logistics/account' },
] as const;
export type SetupStep = (typeof setupSteps)[number]['step'];

export const dashboardSchema = z.object({
  range: z.object({
    days: z.number().int(),
    /** First and last Pacific calendar day of the range, YYYY-MM-DD. */
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
  }),
  orders: z.object({
    total: z.number().int(),
    byStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
    daily: z.array(z.object({ date: z.string(), created: z.number().int(), shipped: z.number().int() })),
  }),
  /**
   * Orders in the status "shipped" among the range's orders that were not cancelled (the same count as
   * the status list's "shipped"); rate null when there are none.
   */
  completion: z.object({ shipped: z.number().int(), total: z.number().int(), rate: z.number().nullable() }),
  storage: z.array(
    z.object({
      warehouseId: z.uuid(),
      warehouseName: z.string(),
      locations: z.number().int(),
      occupied: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  announcements: z.array(
    z.object({ id: z.uuid(), title: z.string(), top: z.boolean(), releaseTime: z.string().nullable() }),
  ),
  /** done is null when the step's area is not built yet. */
  setupGuide: z.array(z.object({ step: z.string(), path: z.string(), done: z.boolean().nullable() })),
  /** Billing trend (money charged per day of the range) and past-due accounts, from the ledger and bills. */
  billing: billingWidgetsSchema,
  pending: z.array(z.enum(pendingWidgets)),
  /** A customer's user: the warehouse's own widgets (setup, location use, subscription) are not theirs. */
  forCustomer: z.boolean().default(false),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Feedback attachments png, jpg, jpeg or zip, 10 MB each, at most 3. */
export const FEEDBACK_MAX_BYTES = 10 * 1024 * 1024;
export const FEEDBACK_MAX_FILES = 3;
export const FEEDBACK_EXTENSIONS = ['png', 'jpg', 'jpeg', 'zip'] as const;
export const feedbackTypes = ['bug', 'suggestion', 'question', 'other'] as const;

export const feedbackFileInput = z.object({
  fileName: z
    .string()
    .min(1)
    .max(200)
    .regex(/\.(png|jpe?g|zip)$/i, 'home:feedback.format'),
  content: z.base64().max(Math.ceil((FEEDBACK_MAX_BYTES * 4) / 3) + 4, 'home:feedback.tooLarge'),
});

export const feedbackInput = z.object({
  type: z.enum(feedbackTypes),
  description: z.string().trim().min(1, 'home:feedback.descriptionRequired').max(2000),
  email: z.email('home:feedback.emailInvalid').or(z.literal('')).default(''),
  fileIds: z.array(z.uuid()).max(FEEDBACK_MAX_FILES, 'home:feedback.tooMany').default([]),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

export const feedbackRowSchema = z.object({
  id: z.uuid(),
  type: z.enum(feedbackTypes),
  description: z.string(),
  email: z.string(),
  fileUrl: z.array(z.object({ name: z.string(), url: z.string() })),
  createdTime: z.string(),
});
