/** Refusal codes of work orders; spread into `ErrorCode`. */
export const workOrderErrorCodes = {
  workOrderNotFound: 'WORK_ORDER_NOT_FOUND',
  workOrderStatusRefused: 'WORK_ORDER_STATUS_REFUSED',
  workOrderStaffOnly: 'WORK_ORDER_STAFF_ONLY',
  workOrderNeedsCustomer: 'WORK_ORDER_NEEDS_CUSTOMER',
  workOrderTypeMismatch: 'WORK_ORDER_TYPE_MISMATCH',
  workOrderStockNotFound: 'WORK_ORDER_STOCK_NOT_FOUND',
  workOrderStockOtherCustomer: 'WORK_ORDER_STOCK_OTHER_CUSTOMER',
} as const;
