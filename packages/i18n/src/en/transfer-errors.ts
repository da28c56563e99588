/** Texts of the transfer-order refusal codes (`@wms/api` transferErrorCodes). */
export const transferErrors = {
  TRANSFER_STATUS_REFUSED: 'Transfer order {{transID}} is {{status}}: "{{action}}" is not allowed',
  TRANSFER_STAFF_ONLY: 'Only warehouse staff can do this to transfer order {{transID}}',
  TRANSFER_FILE_REQUIRED: 'At least one file is required: the stock-preparation file or the BOL',
  TRANSFER_ETD_WINDOW: 'The ETD {{etd}} must be within the next two weeks',
  TRANSFER_ETA_WINDOW: 'The ETA {{eta}} plus 3 days must be within the next two weeks',
  TRANSFER_PRODUCT_NOT_OWNED: 'Product {{productNo}} is not a product of the order’s customer',
  TRANSFER_WAREHOUSE_NOT_OWNED: 'The customer does not use warehouse {{warehouse}}',
  TRANSFER_SHORT_TOO_MUCH: 'Product {{productNo}}: {{shortQty}} short is more than the {{qty}} ordered',
  TRANSFER_NO_PALLETS: 'Transfer order {{transID}} has no pallets yet: palletise it first',
  TRANSFER_PICK_LIST_MISMATCH:
    'Transfer order {{transID}} cannot join pick list {{pickListNo}}: it needs a {{kind}} list of its own warehouse',
  TRANSFER_ALREADY_PACKED: 'Transfer order {{transID}} is already on LTL packing {{packingNo}}',
  TRANSFER_PACKING_WAREHOUSES: 'An LTL packing loads orders of one warehouse: {{transID}} ships from another',
};
