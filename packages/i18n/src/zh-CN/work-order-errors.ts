import type { workOrderErrors as en } from '../en/work-order-errors.ts';

export const workOrderErrors: typeof en = {
  WORK_ORDER_NOT_FOUND: '工单不存在',
  WORK_ORDER_STATUS_REFUSED: '工单 {{workOrderNo}} 状态为{{status}}，不能执行"{{action}}"',
  WORK_ORDER_STAFF_ONLY: '只有仓库人员可以执行此操作',
  WORK_ORDER_NEEDS_CUSTOMER: '请选择工单的客户',
  WORK_ORDER_TYPE_MISMATCH: '类型 {{type}} 不属于分类 {{category}}',
  WORK_ORDER_STOCK_NOT_FOUND: '售后库存记录不存在',
  WORK_ORDER_STOCK_OTHER_CUSTOMER: '该库存属于其他客户，与工单客户不符',
};
