import type { Endpoint } from './core/define-endpoint.ts';
import { palletCodeEndpoints } from './pallets/pallet.endpoints.ts';
import { platformEndpoints } from './platform/platform.endpoints.ts';
import { syncEndpoints } from './sync/sync.endpoints.ts';
import { downloadHistoryEndpoints } from './tasks/task.endpoints.ts';

export * from './core/client.ts';
export * from './core/define-endpoint.ts';
export * from './core/envelope.ts';
export * from './core/errors.ts';
export * from './core/ids.ts';
export * from './core/page-query.ts';
export * from './pallets/pallet.endpoints.ts';
export * from './pallets/pallet.schema.ts';
export * from './pallets/pallet-events.schema.ts';
export * from './platform/platform.endpoints.ts';
export * from './platform/platform.schema.ts';
export * from './sync/sync.endpoints.ts';
export * from './sync/sync.schema.ts';
export * from './tasks/task.endpoints.ts';
export * from './tasks/task.schema.ts';

/** Every endpoint of the product, grouped by area. The server registers one handler for each. */
export const endpointGroups = {
  platform: platformEndpoints,
  downloadHistory: downloadHistoryEndpoints,
  pdaSync: syncEndpoints,
  palletCode: palletCodeEndpoints,
} as const;

export const endpointRegistry: readonly Endpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
