import type { Principal } from './context.ts';

/** The data permissions a task was started with; the job acts with exactly these. */
export type JobScope = Pick<Principal, 'userId' | 'kind' | 'customerId' | 'warehouseIds' | 'customerIds'>;

export const scopeOf = (p: Principal): JobScope => ({
  userId: p.userId,
  kind: p.kind,
  customerId: p.customerId,
  warehouseIds: p.warehouseIds,
  customerIds: p.customerIds,
});

/**
 * A background job's principal: its starter's data permissions and no function points (the endpoint that
 * queued the task already checked them) and no session or plan of its own.
 */
export function jobPrincipal(tenantId: string, scope: JobScope): Principal {
  return {
    ...scope,
    tenantId,
    sessionId: '',
    roleId: '',
    system: 'backoffice',
    needChangePwd: false,
    edition: '',
    isPDA: false,
    isPlatform: false,
    functionPoints: new Set(),
  };
}
