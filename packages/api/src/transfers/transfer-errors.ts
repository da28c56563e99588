/** Refusal codes of the transfer-order area; spread into `ErrorCode`. */
export const transferErrorCodes = {
  transferStatusRefused: 'TRANSFER_STATUS_REFUSED',
  transferStaffOnly: 'TRANSFER_STAFF_ONLY',
  transferFileRequired: 'TRANSFER_FILE_REQUIRED',
  transferEtdWindow: 'TRANSFER_ETD_WINDOW',
  transferEtaWindow: 'TRANSFER_ETA_WINDOW',
  transferProductNotOwned: 'TRANSFER_PRODUCT_NOT_OWNED',
  transferWarehouseNotOwned: 'TRANSFER_WAREHOUSE_NOT_OWNED',
  transferShortTooMuch: 'TRANSFER_SHORT_TOO_MUCH',
  transferNoPallets: 'TRANSFER_NO_PALLETS',
  transferPickListMismatch: 'TRANSFER_PICK_LIST_MISMATCH',
  transferAlreadyPacked: 'TRANSFER_ALREADY_PACKED',
  transferPackingWarehouses: 'TRANSFER_PACKING_WAREHOUSES',
} as const;
