/** Refusal codes of the returns area; spread into `ErrorCode`. */
export const returnErrorCodes = {
  returnNotFound: 'RETURN_NOT_FOUND',
  returnStatusRefused: 'RETURN_STATUS_REFUSED',
  returnOrderNotShipped: 'RETURN_ORDER_NOT_SHIPPED',
  returnProductNotOwned: 'RETURN_PRODUCT_NOT_OWNED',
  returnReceiptMismatch: 'RETURN_RECEIPT_MISMATCH',
  returnHandlingMissing: 'RETURN_HANDLING_MISSING',
  returnNoLocation: 'RETURN_NO_LOCATION',
  returnStaffOnly: 'RETURN_STAFF_ONLY',
  returnNeedsCustomer: 'RETURN_NEEDS_CUSTOMER',
  returnTrackingUnknown: 'RETURN_TRACKING_UNKNOWN',
  returnAlreadyReceived: 'RETURN_ALREADY_RECEIVED',
  returnNothingCounted: 'RETURN_NOTHING_COUNTED',
  returnItemsRequired: 'RETURN_ITEMS_REQUIRED',
  returnClaimTracking: 'RETURN_CLAIM_TRACKING',
  returnNotUnowned: 'RETURN_NOT_UNOWNED',
} as const;
