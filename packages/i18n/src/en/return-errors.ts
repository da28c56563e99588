/** Texts of the returns refusal codes (`@wms/api` returnErrorCodes). */
export const returnErrors = {
  RETURN_NOT_FOUND: 'The return does not exist',
  RETURN_STATUS_REFUSED: 'Return {{returnNo}} is {{status}}: "{{action}}" is not allowed',
  RETURN_ORDER_NOT_SHIPPED: 'Order {{orderNo}} has not shipped: only a shipped order can be returned',
  RETURN_PRODUCT_NOT_OWNED: 'Product {{productNo}} is not a product of the return’s customer',
  RETURN_RECEIPT_MISMATCH: 'Product {{productNo}} is not on return {{returnNo}}',
  RETURN_HANDLING_MISSING: 'Choose the handling of the {{condition}} units',
  RETURN_NO_LOCATION: 'No location to put the units away in warehouse {{warehouse}}: choose one',
  RETURN_STAFF_ONLY: 'Only warehouse staff can do this',
  RETURN_NEEDS_CUSTOMER: 'Choose the customer of the return',
  RETURN_TRACKING_UNKNOWN: 'No return waiting to be received has tracking number {{code}}',
  RETURN_ALREADY_RECEIVED: 'Return {{returnNo}} has already been received',
  RETURN_NOTHING_COUNTED: 'Count at least one unit before confirming the receipt',
  RETURN_ITEMS_REQUIRED: 'Add at least one product to the return',
  RETURN_CLAIM_TRACKING: 'Tracking number {{trackingNo}} is not the tracking number of this parcel',
  RETURN_NOT_UNOWNED: 'Return {{returnNo}} already belongs to a customer',
};
