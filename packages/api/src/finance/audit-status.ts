import type { AUDIT_STATES } from './finance.schema.ts';

export type AuditState = (typeof AUDIT_STATES)[number];

/**
 * The audit flow a miscellaneous fee and a recharge share, as data: an edit submits the record again
 * (pending) while it is pending or rejected; only a pending record is approved or rejected; approval is
 * final, since an approved fee is charged and an approved recharge moves the balance.
 */
export const AUDIT_FLOW = {
  edit: { from: ['pending', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly AuditState[]; to: AuditState }>;
export type AuditStep = keyof typeof AUDIT_FLOW;

/** The actions a screen offers on an audited record: edit it, or audit it (approve or reject). */
export const AUDIT_ACTIONS = {
  edit: AUDIT_FLOW.edit.from,
  audit: AUDIT_FLOW.approve.from,
} as const satisfies Record<string, readonly AuditState[]>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditActionOpen = (state: AuditState, action: AuditAction): boolean =>
  (AUDIT_ACTIONS[action] as readonly AuditState[]).includes(state);

/** The step an audit decision takes. */
export const auditStep = (approve: boolean): AuditStep => (approve ? 'approve' : 'reject');

/** The state a record is in after a step. */
export const auditStateAfter = (step: AuditStep): AuditState => AUDIT_FLOW[step].to;

/** A rejection says why, so whoever entered the record knows what to fix; an approval needs no reason. */
export const auditReasonMissing = (approve: boolean, remark: string): boolean => !approve && !remark.trim();
