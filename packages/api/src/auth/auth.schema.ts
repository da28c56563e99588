import { z } from 'zod';
import { menuItemSchema } from '../resources/resource.schema.ts';

/** The login account is trimmed, 5–25 characters, letters and digits only. */
export const accountSchema = z
  .string()
  .trim()
  .min(5)
  .max(25)
  .regex(/^[A-Za-z0-9]+$/, 'validation:account');

/** A new password: 8–32 characters with at least one letter and one digit (decisions.md). */
export const newPasswordSchema = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .min(8)
  .max(32)
  .regex(/^(?=.*[A-Za-z])(?=.*\d).*$/, 'validation:passwordRule');

/** New password + confirmation, with the messages the requirements quote. */
export const passwordPairShape = {
  password: newPasswordSchema,
  confirmPassword: z.string().trim().min(1, 'validation:passwordAgain'),
};

export function confirmedPassword<T extends { password?: string; confirmPassword?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== undefined && value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordInconsistent' });
}

export const sliderPuzzleSchema = z.object({
  id: z.uuid(),
  /** Data URL (PNG) of the background with the gap. */
  backgroundImage: z.string(),
  /** Data URL (PNG) of the piece, to be drawn at `pieceY` and dragged along x. */
  pieceImage: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SliderPuzzle = z.infer<typeof sliderPuzzleSchema>;

export const tracePointSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite().default(0),
  /** Milliseconds since the drag started. */
  t: z.number().finite().min(0),
});

export const checkCodeInput = z.object({
  id: z.uuid(),
  /** Where the piece was dropped: its left edge, in image pixels. */
  x: z.number().finite().min(0).max(10_000),
  trace: z.array(tracePointSchema).max(2000),
});

export const captchaTicketSchema = z.object({ ticket: z.string() });

export const loginInput = z.object({
  account: accountSchema,
  /** `encryptPassword(password.trim())`. */
  password: z.string().min(1, 'validation:required').max(512),
  ticket: z.string().min(1, 'validation:captcha').max(200),
});

export const loginResultSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.iso.datetime({ offset: true }),
  needChangePwd: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const warehouseRefSchema = z.object({ warehouseId: z.uuid(), warehouseName: z.string() });
export const customerRefSchema = z.object({ customerId: z.uuid(), customerName: z.string() });

/** The userInfo reply. `role` and `permissionId` are both the role id (the requirements name it either way). */
export const userInfoSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  displayName: z.string(),
  kind: z.enum(['staff', 'customer', 'pda']),
  role: z.uuid(),
  permissionId: z.uuid(),
  roleCode: z.string(),
  roleName: z.string(),
  needChangePwd: z.boolean(),
  functionPoints: z.array(z.string()),
  menus: z.array(menuItemSchema),
  locale: z.enum(['zh-CN', 'en']),
  customerId: z.uuid().nullable(),
  warehouseList: z.array(warehouseRefSchema),
  customerList: z.array(customerRefSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userGroupSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  userCount: z.number().int(),
});

export const isAdminInput = z.object({ account: accountSchema });
export const sendResetCodeInput = z.object({ account: accountSchema, email: z.email('validation:email') });
export const resetPasswordInput = z
  .object({
    account: accountSchema,
    email: z.email('validation:email'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'validation:resetCode'),
    ...passwordPairShape,
  })
  .superRefine(confirmedPassword);
