import { z } from 'zod';
import { defineEndpoint, type EndpointOptions } from '../core/define-endpoint.ts';
import {
  type SyncDirection,
  syncRunInput,
  syncRunListQuery,
  syncRunListSchema,
  syncRunRowSchema,
  tenantAccessSchema,
} from './tenant-access.schema.ts';

const base = '/api/v1/System/SysTenantAccess';

/** Running a sync or push is a value-added function point (the data-sync page). */
export const SYNC_RUN_POINT = 'system:datasync:run';

function run(path: string, direction: SyncDirection, what: string) {
  return defineEndpoint({
    method: 'POST',
    path,
    summary:
      direction === 'sync'
        ? `Pull the partner tenant's ${what} into this tenant (a task-center task)`
        : `Push this tenant's ${what} to the partner tenant (a task-center task)`,
    input: syncRunInput,
    output: syncRunRowSchema,
    access: { functionPoint: SYNC_RUN_POINT },
    kind: direction,
    notifySuccess: true,
    successMessage: 'tenants:syncQueued',
  } satisfies EndpointOptions<typeof syncRunInput, typeof syncRunRowSchema>);
}

/** Tenant relationships as the caller sees them, and the sync and push runs between related tenants. */
export const tenantAccessEndpoints = {
  isTenantAccessSync: defineEndpoint({
    method: 'POST',
    path: `${base}/IsTenantAccessSync`,
    summary: 'Whether this tenant may sync with another, and with which tenants',
    input: z.object({}),
    output: tenantAccessSchema,
    access: 'session',
    mutates: false,
  }),
  isCooperate: defineEndpoint({
    method: 'POST',
    path: `${base}/IsCooperate`,
    summary: 'Whether this tenant cooperates with another tenant',
    input: z.object({}),
    output: z.boolean(),
    access: 'session',
    mutates: false,
  }),
  isAgent: defineEndpoint({
    method: 'POST',
    path: `${base}/IsAgent`,
    summary: 'Whether this tenant is an agent of another tenant, or has one',
    input: z.object({}),
    output: z.boolean(),
    access: 'session',
    mutates: false,
  }),
  productDataSync: run(`${base}/ProductDataSync`, 'sync', 'products'),
  productDataPush: run(`${base}/ProductDataPush`, 'push', 'products'),
  orderDataSync: run(`${base}/OrderDataSync`, 'sync', 'orders'),
  orderDataPush: run(`${base}/OrderDataPush`, 'push', 'orders'),
  transShipDataSync: run(`${base}/TransShipDataSync`, 'sync', 'freight and trucking orders'),
  transShipDataPush: run(`${base}/TransShipDataPush`, 'push', 'freight and trucking orders'),
  transportDataSync: run(`${base}/TransportDataSync`, 'sync', 'transport orders'),
  transportDataPush: run(`${base}/TransportDataPush`, 'push', 'transport orders'),
  syncFFInventory: run('/api/v1/WMS/Stock/SyncFFInventory', 'sync', 'inventory'),
  pushFFInventory: run('/api/v1/WMS/Stock/PushFFInventory', 'push', 'inventory'),
  getDataSyncPushList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetDataSyncPushList`,
    summary: "This tenant's sync and push runs with their created, updated, skipped and failed counts",
    input: syncRunListQuery,
    output: syncRunListSchema,
    access: 'session',
    mutates: false,
  }),
};
