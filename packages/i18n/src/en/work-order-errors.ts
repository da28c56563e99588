/** Texts of the work-order refusal codes (`@wms/api` workOrderErrorCodes). */
export const workOrderErrors = {
  WORK_ORDER_NOT_FOUND: 'The work order does not exist',
  WORK_ORDER_STATUS_REFUSED: 'Work order {{workOrderNo}} is {{status}}: "{{action}}" is not allowed',
  WORK_ORDER_STAFF_ONLY: 'Only warehouse staff can do this',
  WORK_ORDER_NEEDS_CUSTOMER: 'Choose the customer of the work order',
  WORK_ORDER_TYPE_MISMATCH: 'Type {{type}} does not belong to category {{category}}',
  WORK_ORDER_STOCK_NOT_FOUND: 'The after-sales stock line does not exist',
  WORK_ORDER_STOCK_OTHER_CUSTOMER: 'The stock belongs to another customer than the work order',
};
