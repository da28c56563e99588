import { authEndpoints } from './auth/auth.endpoints.ts';
import type { Endpoint } from './core/define-endpoint.ts';
import { messageEndpoints } from './notices/message.endpoints.ts';
import { platformEndpoints } from './platform/platform.endpoints.ts';
import { resourceEndpoints } from './resources/resource.endpoints.ts';
import { downloadHistoryEndpoints } from './tasks/task.endpoints.ts';
import { tenantEndpoints } from './tenants/tenant.endpoints.ts';
import { authorizationEndpoints } from './users/authorization.endpoints.ts';
import { userEndpoints } from './users/user.endpoints.ts';

export * from './auth/auth.endpoints.ts';
export * from './auth/auth.schema.ts';
export * from './auth/password-cipher.ts';
export * from './auth/self-service.ts';
export * from './core/client.ts';
export * from './core/define-endpoint.ts';
export * from './core/envelope.ts';
export * from './core/errors.ts';
export * from './core/ids.ts';
export * from './core/page-query.ts';
export * from './notices/message.endpoints.ts';
export * from './notices/message.schema.ts';
export * from './orders/order-status.ts';
export * from './orders/pick-status.ts';
export * from './platform/platform.endpoints.ts';
export * from './platform/platform.schema.ts';
export * from './resources/catalogue/index.ts';
export * from './resources/resource.endpoints.ts';
export * from './resources/resource.schema.ts';
export * from './tasks/task.endpoints.ts';
export * from './tasks/task.schema.ts';
export * from './tenants/tenant.endpoints.ts';
export * from './tenants/tenant.schema.ts';
export * from './users/authorization.endpoints.ts';
export * from './users/authorization.schema.ts';
export * from './users/user.endpoints.ts';
export * from './users/user.schema.ts';

/** Every endpoint of the product, grouped by area. The server registers one handler for each. */
export const endpointGroups = {
  platform: platformEndpoints,
  downloadHistory: downloadHistoryEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  authorization: authorizationEndpoints,
  resources: resourceEndpoints,
  tenants: tenantEndpoints,
  messages: messageEndpoints,
} as const;

export const endpointRegistry: readonly Endpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
