import type { returnErrors as en } from '../en/return-errors.ts';

export const returnErrors: typeof en = {
  RETURN_NOT_FOUND: '退货单不存在',
  RETURN_STATUS_REFUSED: '退货单 {{returnNo}} 为{{status}}状态，不能执行“{{action}}”',
  RETURN_ORDER_NOT_SHIPPED: '订单 {{orderNo}} 尚未发货，只有已发货订单可以退货',
  RETURN_PRODUCT_NOT_OWNED: '产品 {{productNo}} 不属于该退货单的客户',
  RETURN_RECEIPT_MISMATCH: '产品 {{productNo}} 不在退货单 {{returnNo}} 中',
  RETURN_HANDLING_MISSING: '请选择{{condition}}商品的处理方式',
  RETURN_NO_LOCATION: '仓库 {{warehouse}} 没有可上架的库位，请选择库位',
  RETURN_STAFF_ONLY: '只有仓库人员可以执行此操作',
  RETURN_NEEDS_CUSTOMER: '请选择退货单的客户',
  RETURN_TRACKING_UNKNOWN: '没有待收货的退货单使用跟踪号 {{code}}',
  RETURN_ALREADY_RECEIVED: '退货单 {{returnNo}} 已收货',
  RETURN_NOTHING_COUNTED: '请至少清点一件商品后再确认收货',
  RETURN_ITEMS_REQUIRED: '请至少为退货单添加一个产品',
  RETURN_CLAIM_TRACKING: '跟踪号 {{trackingNo}} 与该包裹的跟踪号不符',
  RETURN_NOT_UNOWNED: '退货单 {{returnNo}} 已属于某个客户',
};
