import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** Customer and warehouse authorisation goes through review. */
export const authorizationKinds = ['warehouse', 'customer'] as const;
export const authorizationKindSchema = z.enum(authorizationKinds);

export const authorizationStates = ['pending', 'approved', 'rejected'] as const;
export const authorizationStateSchema = z.enum(authorizationStates);
/** An application is reviewed once: only a pending one may be approved or rejected. */
export const canReviewAuthorization = (state: string) => state === 'pending';

export const applyAuthorizationInput = z.object({
  kind: authorizationKindSchema,
  targetIds: z.array(z.uuid()).min(1).max(100),
  reason: z.string().trim().max(500).default(''),
});

export const reviewAuthorizationInput = z.object({
  id: z.uuid(),
  approve: z.boolean(),
  remark: z.string().trim().max(500).default(''),
});

export const authorizationListQuery = pageQuery({
  state: authorizationStateSchema.optional(),
  kind: authorizationKindSchema.optional(),
  /** Only my own applications (otherwise every application, for reviewers). */
  mine: z.boolean().default(false),
});

export const authorizationRowSchema = z.object({
  id: z.uuid(),
  kind: authorizationKindSchema,
  targets: z.array(z.object({ id: z.uuid(), name: z.string() })),
  reason: z.string(),
  state: authorizationStateSchema,
  applicantId: z.uuid(),
  applicantName: z.string(),
  reviewerName: z.string().nullable(),
  reviewRemark: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
  reviewedTime: z.iso.datetime({ offset: true }).nullable(),
});
export type AuthorizationRow = z.infer<typeof authorizationRowSchema>;
export const authorizationListSchema = pageOf(authorizationRowSchema);
