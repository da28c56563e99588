/** Refusal codes of the PDA's pick, relist and lookup flows (texts in `@wms/i18n` pdaErrors). */
export const pdaErrorCodes = {
  pickLeased: 'PICK_LEASED',
  pickNotCheckedOut: 'PICK_NOT_CHECKED_OUT',
  pickWrongProduct: 'PICK_WRONG_PRODUCT',
  pickLineDone: 'PICK_LINE_DONE',
  pickListComplete: 'PICK_LIST_COMPLETE',
  pickUnknownCode: 'PICK_UNKNOWN_CODE',
  relistNotFound: 'RELIST_NOT_FOUND',
  relistDone: 'RELIST_DONE',
  relistWrongItem: 'RELIST_WRONG_ITEM',
  locationUnknown: 'LOCATION_UNKNOWN',
  lookupNotFound: 'LOOKUP_NOT_FOUND',
} as const;
