import {
  type Endpoint,
  type OrderAction,
  orderEditEndpoints,
  orderMoveEndpoints,
  orderShippingEndpoints,
  orderSplitEndpoints,
  unshippedOrderEndpoints,
} from '@wms/api';

/** The API call of each action of the state machine; `partner` builds the input around the order. */
export const calls: Record<
  OrderAction,
  {
    endpoint: Endpoint;
    input?: (id: string, partner: string, storeId: string) => Record<string, unknown>;
  }
> = {
  createShipment: { endpoint: orderShippingEndpoints.createShipment },
  moveToNotShipped: { endpoint: orderMoveEndpoints.moveToNotshipped },
  outOfStockToNotShipped: { endpoint: orderMoveEndpoints.outofstockToNotshipped },
  outOfStockToCancelled: { endpoint: unshippedOrderEndpoints.outOfStockToCancelled },
  cancelToPending: { endpoint: orderMoveEndpoints.cancelToPending },
  recallToPending: { endpoint: unshippedOrderEndpoints.cancelOrderToPending },
  moveToPostponed: { endpoint: orderMoveEndpoints.moveToPostponeShipped },
  markCancelled: { endpoint: orderMoveEndpoints.updateOrderCancelled },
  markOutOfStock: {
    endpoint: orderMoveEndpoints.markOrder,
    input: (id) => ({ ids: [id], mark: 'outOfStock' }),
  },
  reportOutOfStock: { endpoint: orderMoveEndpoints.reportOutOfStock },
  markOnHold: { endpoint: orderMoveEndpoints.markOrder, input: (id) => ({ ids: [id], mark: 'onHold' }) },
  markShipped: { endpoint: orderMoveEndpoints.markOrder, input: (id) => ({ ids: [id], mark: 'shipped' }) },
  outbound: { endpoint: unshippedOrderEndpoints.outbound },
  createPackingOrder: { endpoint: unshippedOrderEndpoints.createPackingOrder },
  processLogisticsException: { endpoint: orderMoveEndpoints.logisticsExceptionProcessing },
  flagException: {
    endpoint: orderMoveEndpoints.markOrder,
    input: (id) => ({ ids: [id], mark: 'exception' }),
  },
  flagLogisticsException: {
    endpoint: orderMoveEndpoints.markOrder,
    input: (id) => ({ ids: [id], mark: 'logisticsException' }),
  },
  merge: {
    endpoint: orderEditEndpoints.combinationOrder,
    input: (id, partner, storeId) => ({ ids: [partner, id], storeId }),
  },
  split: {
    endpoint: orderSplitEndpoints.updateOrder,
    input: (id) => ({
      ids: [id],
      parcels: [{ items: [{ itemId: id, qty: 1 }] }, { items: [{ itemId: id, qty: 1 }] }],
    }),
  },
  delete: { endpoint: orderMoveEndpoints.deleteOrder },
};
