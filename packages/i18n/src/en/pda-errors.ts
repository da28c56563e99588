/** Texts of the PDA's pick, relist and lookup refusal codes (`@wms/api` pdaErrorCodes). */
export const pdaErrors = {
  PICK_LEASED: 'Pick list {{pickListNo}} is checked out by {{holder}}',
  PICK_NOT_CHECKED_OUT: 'Check out pick list {{pickListNo}} before picking from it',
  PICK_WRONG_PRODUCT: '{{code}} is not {{productNo}}: scan the product of this line',
  PICK_LINE_DONE: 'Line {{seq}} of pick list {{pickListNo}} is already done',
  PICK_LIST_COMPLETE: 'Pick list {{pickListNo}} is complete: nothing more to pick on it',
  PICK_UNKNOWN_CODE: '{{code}} is neither a location nor a product of this pick list',
  RELIST_NOT_FOUND: 'This relist item does not exist',
  RELIST_DONE: 'This relist item was already put back on {{locationName}}',
  RELIST_WRONG_ITEM: '{{code}} is not a pending relist item',
  LOCATION_UNKNOWN: 'Location {{code}} does not exist in this warehouse',
  LOOKUP_NOT_FOUND: 'No product or location matches {{code}}',
};
