/** Texts of the order, shipping and picking refusal codes (`@wms/api` orderErrorCodes). */
export const orderErrors = {
  ORDER_NOT_FOUND: 'The order does not exist',
  ORDER_STATUS_REFUSED: 'Order {{orderNo}} is {{status}}: "{{action}}" is not allowed',
  ORDER_NOT_EDITABLE: 'Order {{orderNo}} is {{status}} and can no longer be edited',
  ORDER_ONLY_ONE: 'Only one can be selected for operation!',
  ORDER_SAME_CUSTOMER: 'Please select the same customer order',
  ORDER_MONTHLY_LIMIT:
    'This version can not perform such action! The plan allows {{limit}} orders a month and {{used}} are used',
  ORDER_COMBINE_TOO_FEW: 'Select at least two orders to combine',
  ORDER_COMBINE_ADDRESS:
    'Order {{orderNo}} has another receiving or shipping address: only orders with the same addresses can be combined',
  ORDER_SPLIT_NOT_ALLOWED: 'Order {{orderNo}} cannot be split: its item quantity and weight are not above 1',
  ORDER_SPLIT_MISMATCH: 'The parcels must take every unit of every item of order {{orderNo}} exactly once',
  ADDRESS_INVALID: 'The receiving address is invalid: {{issues}}',
  ORDER_ON_PICK_LIST:
    'Order {{orderNo}} is on pick list {{pickListNo}}: withdraw it from the pick list first',
  ORDER_NOT_PICKED: 'Order {{orderNo}} has not been picked yet',
  ORDER_NO_LABEL: 'Order {{orderNo}} has no label yet',
  ORDER_HAS_LABEL: 'Order {{orderNo}} already has the label {{trackingNo}}: re-print it instead',
  ORDER_SAME_WAREHOUSE: 'Order {{orderNo}} already ships from this warehouse',
  ORDER_RETURN_TOO_MANY: 'At most {{max}} orders can be returned at once',
  ORDER_RETURN_TRACKING:
    'Order {{orderNo}}: the return tracking number {{trackingNo}} does not fit the original shipping tracking number {{originalTrackingNo}}',
  ORDER_RETURN_STATUS: 'Order {{orderNo}} is {{status}}: only shipped orders can be returned',
  FREIGHT_NO_SERVICE: 'No rate card for carrier {{carrier}}, service {{service}}',
  FREIGHT_NO_ZONE: '{{service}} has no zone for postal code {{postalCode}}',
  FREIGHT_NO_RATE: '{{service}} has no rate for {{weight}} lb',
  FREIGHT_NO_PACKAGE: 'Order {{orderNo}} has no size and weight yet: add its package first',
  CARRIER_ACCOUNT_MISSING: 'Carrier {{carrier}} needs a carrier account to make labels; none is configured',
  SELECT_UPLOAD_TYPE: 'Please select Upload Type',
  SELECT_FILE: 'Please select File',
  LABEL_FILE_UNMATCHED: 'The file {{fileName}} matches no pending order number or tracking number',
  ORDER_CUSTOMER_UNKNOWN: 'The customer does not exist or is disabled',
  ORDER_WAREHOUSE_UNAVAILABLE: 'Warehouse {{warehouse}} is not available to customer {{customer}}',
  ORDER_SKU_UNKNOWN: 'SKU {{sku}} is not a product of customer {{customer}}',
  ORDER_STORE_UNKNOWN: 'Store {{store}} does not exist',
  ORDER_STORE_AMBIGUOUS: 'Store {{store}} belongs to several customers: import it as the customer',
  ORDER_RECORD_EXISTS: 'Platform order {{recordNo}} of this store is already an order',
  ORDER_IMPORT_QUOTA:
    'This version can not perform such action! The file has {{count}} orders and the plan allows {{left}} more this month',
  ORDER_TRACKING_USED: 'Tracking number {{trackingNo}} is already used by another order',
  ORDER_NO_TRACKING: 'Order {{orderNo}} has no tracking number: import its pending shipment first',
};
