import type { OrderAction } from '@wms/api';
import {
  type OrderStatus,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  orderSplitEndpoints,
  unshippedOrderEndpoints,
} from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { checkAddressIn } from './address-check.ts';
import { orderBadges } from './order-badges.ts';
import { combineOrders } from './order-combine.service.ts';
import { createOrders } from './order-create.service.ts';
import { orderEditService } from './order-edit.service.ts';
import { replaceOrderItems, updateOneItem } from './order-items.service.ts';
import { orderListService } from './order-list.service.ts';
import { type MoveInput, orderMovesService } from './order-moves.service.ts';
import { upsertPackages } from './order-packages.service.ts';
import { customerWarehouses } from './order-refs.ts';
import { toOrderDetail } from './order-rows.ts';
import { splitList, splitOrder } from './order-split.service.ts';

export function ordersRoutes(deps: AppDeps) {
  const { clock } = deps;
  const lists = orderListService(clock);
  const edits = orderEditService(clock);
  const moves = orderMovesService(clock, deps.events);
  const inTenant = <T>(ctx: SessionContext, work: (tx: Tx) => Promise<T>) => deps.inTenant(ctx, work);
  const list = (status: OrderStatus) => (input: Parameters<typeof lists.list>[2], ctx: SessionContext) =>
    inTenant(ctx, (tx) => lists.list(tx, ctx.principal, input, status));
  const move = (action: OrderAction) => (input: MoveInput, ctx: SessionContext) =>
    inTenant(ctx, (tx) => moves.run(tx, ctx.principal, input, action));

  return [
    ...implement(orderListEndpoints, {
      getAllPageList: (input, ctx) => inTenant(ctx, (tx) => lists.list(tx, ctx.principal, input)),
      getPageList: list('pending'),
      getNotshippedPageList: list('toBeDelivered'),
      getShippedPageList: list('shipped'),
      getOPageList: list('outOfStock'),
      getExceptionPageList: list('exception'),
      getLogisticsExceptionList: list('logisticsException'),
      getPostponePageList: list('postponed'),
      getCPageList: list('cancelled'),
      getDPageList: list('removed'),
      getAllCountNum: (input, ctx) => inTenant(ctx, (tx) => lists.counts(tx, ctx.principal, input)),
      getDetail: (input, ctx) => inTenant(ctx, (tx) => lists.detail(tx, ctx.principal, input.id)),
      getOrderOperation: (input, ctx) => inTenant(ctx, (tx) => lists.operations(tx, ctx.principal, input.id)),
      getPackageInfoList: (input, ctx) => inTenant(ctx, (tx) => lists.packages(tx, ctx.principal, input.id)),
      getFreightCacheDetail: (input, ctx) =>
        inTenant(ctx, (tx) => lists.freightCache(tx, ctx.principal, input.id)),
      getPendingCount: (_input, ctx) =>
        inTenant(ctx, async (tx) => ({ count: (await orderBadges(tx, ctx.principal)).pendingDelivery })),
      getPickingCount: (_input, ctx) =>
        inTenant(ctx, async (tx) => ({ count: (await orderBadges(tx, ctx.principal)).picking })),
      getWareHouseInfoByCustomerId: (input, ctx) =>
        inTenant(ctx, (tx) => customerWarehouses(tx, ctx.principal, input.customerId)),
      getLogisticsTransitRate: (input, ctx) =>
        inTenant(ctx, (tx) => lists.transitRate(tx, ctx.principal, input)),
    }),
    ...implement(orderEditEndpoints, {
      createOrder: (input, ctx) =>
        inTenant(ctx, async (tx) => {
          const [order] = await createOrders(tx, ctx.principal, [input], clock());
          return toOrderDetail(tx, ctx.principal, order!, clock());
        }),
      updateOrder: (input, ctx) => inTenant(ctx, (tx) => edits.update(tx, ctx.principal, input)),
      updateOrderBatch: (input, ctx) => inTenant(ctx, (tx) => edits.batch(tx, ctx.principal, input)),
      updateOrderBuyer: (input, ctx) => inTenant(ctx, (tx) => edits.buyer(tx, ctx.principal, input)),
      updateLogisticsAccount: (input, ctx) =>
        inTenant(ctx, (tx) => edits.logisticsAccount(tx, ctx.principal, input)),
      updateSignTypePrint: (input, ctx) => inTenant(ctx, (tx) => edits.signType(tx, ctx.principal, input)),
      updateOrderReference: (input, ctx) => inTenant(ctx, (tx) => edits.reference(tx, ctx.principal, input)),
      validateAddress: async (input, ctx) => checkAddressIn(ctx.locale, input.recipient),
      createOrUpdatePackage: (input, ctx) =>
        inTenant(ctx, (tx) => upsertPackages(tx, ctx.principal, input, clock())),
      combinationOrder: (input, ctx) =>
        inTenant(ctx, (tx) => combineOrders(tx, ctx.principal, input, clock())),
      modifyWarehouse: (input, ctx) => inTenant(ctx, (tx) => edits.modifyWarehouse(tx, ctx.principal, input)),
      isHot: (input, ctx) => inTenant(ctx, (tx) => edits.isHot(tx, ctx.principal, input)),
    }),
    ...implement(orderMoveEndpoints, {
      cancelToPending: move('cancelToPending'),
      deleteOrder: move('delete'),
      moveToNotshipped: move('moveToNotShipped'),
      outofstockToNotshipped: move('outOfStockToNotShipped'),
      moveToPostponeShipped: move('moveToPostponed'),
      reportOutOfStock: move('reportOutOfStock'),
      logisticsExceptionProcessing: move('processLogisticsException'),
      updateOrderCancelled: move('markCancelled'),
      markOrder: (input, ctx) => inTenant(ctx, (tx) => moves.mark(tx, ctx.principal, input)),
      exceptionHandling: (input, ctx) =>
        inTenant(ctx, (tx) => moves.handleException(tx, ctx.principal, input)),
    }),
    ...implement(unshippedOrderEndpoints, {
      cancelOrderToPending: move('recallToPending'),
      cancelOrder: move('markCancelled'),
      outOfStockToCancelled: move('outOfStockToCancelled'),
      createPackingOrder: move('createPackingOrder'),
      outbound: move('outbound'),
    }),
    ...implement(orderSplitEndpoints, {
      getSplitList: (input, ctx) => inTenant(ctx, (tx) => splitList(tx, ctx.principal, input.ids, clock())),
      updateOrder: (input, ctx) => inTenant(ctx, (tx) => splitOrder(tx, ctx.principal, input, clock())),
      updateItem: (input, ctx) => inTenant(ctx, (tx) => updateOneItem(tx, ctx.principal, input, clock())),
      updateItemBatch: (input, ctx) =>
        inTenant(ctx, (tx) => replaceOrderItems(tx, ctx.principal, input.orderId, input.items, clock())),
    }),
  ];
}
