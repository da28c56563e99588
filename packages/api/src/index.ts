import type { Endpoint } from './core/define-endpoint.ts';
import { orderEditEndpoints } from './orders/order-edit.endpoints.ts';
import { orderListEndpoints } from './orders/order-list.endpoints.ts';
import { orderMoveEndpoints, unshippedOrderEndpoints } from './orders/order-move.endpoints.ts';
import { orderShippingEndpoints } from './orders/order-shipping.endpoints.ts';
import { orderSplitEndpoints } from './orders/order-split.endpoints.ts';
import { platformEndpoints } from './platform/platform.endpoints.ts';
import { downloadHistoryEndpoints } from './tasks/task.endpoints.ts';

export * from './core/client.ts';
export * from './core/define-endpoint.ts';
export * from './core/envelope.ts';
export * from './core/errors.ts';
export * from './core/ids.ts';
export * from './core/page-query.ts';
export * from './orders/order.schema.ts';
export * from './orders/order-edit.endpoints.ts';
export * from './orders/order-fields.schema.ts';
export * from './orders/order-list.endpoints.ts';
export * from './orders/order-move.endpoints.ts';
export * from './orders/order-query.schema.ts';
export * from './orders/order-shipping.endpoints.ts';
export * from './orders/order-split.endpoints.ts';
export * from './orders/order-status.ts';
export * from './orders/pick-status.ts';
export * from './platform/platform.endpoints.ts';
export * from './platform/platform.schema.ts';
export * from './tasks/task.endpoints.ts';
export * from './tasks/task.schema.ts';

/** Every endpoint of the product, grouped by area. The server registers one handler for each. */
export const endpointGroups = {
  platform: platformEndpoints,
  downloadHistory: downloadHistoryEndpoints,
  orderList: orderListEndpoints,
  orderEdit: orderEditEndpoints,
  orderMove: orderMoveEndpoints,
  unshippedOrder: unshippedOrderEndpoints,
  orderSplit: orderSplitEndpoints,
  orderShipping: orderShippingEndpoints,
} as const;

export const endpointRegistry: readonly Endpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
