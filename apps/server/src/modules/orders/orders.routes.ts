import type { OrderAction } from '@wms/api';
import {
  type OrderStatus,
  orderEditEndpoints,
  orderListEndpoints,
  orderMoveEndpoints,
  orderSplitEndpoints,
  unshippedOrderEndpoints,
} from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { checkAddressIn } from './address-check.ts';
import { orderBadges } from './order-badges.ts';
import { orderCombineService } from './order-combine.service.ts';
import { orderCreateService } from './order-create.service.ts';
import { orderEditService as edits } from './order-edit.service.ts';
import { orderItemsService } from './order-items.service.ts';
import { orderListService as lists } from './order-list.service.ts';
import { type MoveInput, orderMovesService as moves } from './order-moves.service.ts';
import { orderPackagesService } from './order-packages.service.ts';
import { customerWarehouses } from './order-refs.ts';
import { toOrderDetail } from './order-rows.ts';
import { orderSplitService } from './order-split.service.ts';
import { withCustomerStore } from './order-store-rule.ts';

export function ordersRoutes(deps: AppDeps) {
  const { clock, events } = deps;
  const inTenant = bindInTenant(deps);
  const list = (status: OrderStatus) =>
    inTenant((tx, p, input: Parameters<typeof lists.list>[2]) => lists.list(tx, p, input, clock(), status));
  const move = (action: OrderAction) =>
    inTenant((tx, p, input: MoveInput) => moves.run(tx, p, input, action, events, clock()));

  return [
    ...implement(orderListEndpoints, {
      getAllPageList: inTenant((tx, p, input) => lists.list(tx, p, input, clock())),
      getPageList: list('pending'),
      getNotshippedPageList: list('toBeDelivered'),
      getShippedPageList: list('shipped'),
      getOPageList: list('outOfStock'),
      getExceptionPageList: list('exception'),
      getLogisticsExceptionList: list('logisticsException'),
      getPostponePageList: list('postponed'),
      getCPageList: list('cancelled'),
      getDPageList: list('removed'),
      getAllCountNum: inTenant(lists.counts),
      getDetail: inTenant((tx, p, input) => lists.detail(tx, p, input.id, clock())),
      getOrderOperation: inTenant((tx, p, input) => lists.operations(tx, p, input.id)),
      getPackageInfoList: inTenant((tx, p, input) => lists.packages(tx, p, input.id)),
      getFreightCacheDetail: inTenant((tx, p, input) => lists.freightCache(tx, p, input.id)),
      getPendingCount: inTenant(async (tx, p) => ({ count: (await orderBadges(tx, p)).pendingDelivery })),
      getPickingCount: inTenant(async (tx, p) => ({ count: (await orderBadges(tx, p)).picking })),
      getWareHouseInfoByCustomerId: inTenant((tx, p, input) => customerWarehouses(tx, p, input.customerId)),
      getLogisticsTransitRate: inTenant(lists.transitRate),
    }),
    ...implement(orderEditEndpoints, {
      createOrder: inTenant(async (tx, p, input) => {
        const chosen = await withCustomerStore(tx, p, input.customerId, input);
        const [order] = await orderCreateService.createOrders(tx, p, [chosen], clock());
        return toOrderDetail(tx, p, order!, clock());
      }),
      updateOrder: inTenant(async (tx, p, input) => {
        const { customerId } = await lists.detail(tx, p, input.id, clock());
        return edits.update(tx, p, await withCustomerStore(tx, p, customerId, input), clock());
      }),
      updateOrderBatch: inTenant((tx, p, input) => edits.batch(tx, p, input, clock())),
      updateOrderBuyer: inTenant((tx, p, input) => edits.buyer(tx, p, input, clock())),
      updateLogisticsAccount: inTenant((tx, p, input) => edits.logisticsAccount(tx, p, input, clock())),
      updateSignTypePrint: inTenant((tx, p, input) => edits.signType(tx, p, input, clock())),
      updateOrderReference: inTenant((tx, p, input) => edits.reference(tx, p, input, clock())),
      validateAddress: async (input, ctx) => checkAddressIn(ctx.locale, input.recipient),
      createOrUpdatePackage: inTenant((tx, p, input) =>
        orderPackagesService.upsertPackages(tx, p, input, clock()),
      ),
      combinationOrder: inTenant((tx, p, input) => orderCombineService.combineOrders(tx, p, input, clock())),
      modifyWarehouse: inTenant((tx, p, input) => edits.modifyWarehouse(tx, p, input, clock())),
      isHot: inTenant((tx, p, input) => edits.isHot(tx, p, input, clock())),
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
      markOrder: inTenant((tx, p, input) => moves.mark(tx, p, input, events, clock())),
      exceptionHandling: inTenant((tx, p, input) => moves.handleException(tx, p, input, events, clock())),
    }),
    ...implement(unshippedOrderEndpoints, {
      cancelOrderToPending: move('recallToPending'),
      cancelOrder: move('markCancelled'),
      outOfStockToCancelled: move('outOfStockToCancelled'),
      createPackingOrder: move('createPackingOrder'),
      outbound: move('outbound'),
    }),
    ...implement(orderSplitEndpoints, {
      getSplitList: inTenant((tx, p, input) => orderSplitService.splitList(tx, p, input.ids, clock())),
      updateOrder: inTenant((tx, p, input) => orderSplitService.splitOrder(tx, p, input, clock())),
      updateItem: inTenant((tx, p, input) => orderItemsService.updateOneItem(tx, p, input, clock())),
      updateItemBatch: inTenant((tx, p, input) =>
        orderItemsService.replaceOrderItems(tx, p, input.orderId, input.items, clock()),
      ),
    }),
  ];
}
