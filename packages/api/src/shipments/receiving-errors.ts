/** Refusal codes of receiving and put-away (texts in `@wms/i18n` receivingErrors). */
export const receivingErrorCodes = {
  receiveNotOpen: 'RECEIVE_NOT_OPEN',
  receiveNotOnShipment: 'RECEIVE_NOT_ON_SHIPMENT',
  receiveUnknownCode: 'RECEIVE_UNKNOWN_CODE',
  receiveNothingCounted: 'RECEIVE_NOTHING_COUNTED',
  putAwayNotOpen: 'PUT_AWAY_NOT_OPEN',
  putAwayOverReceived: 'PUT_AWAY_OVER_RECEIVED',
  putAwayLocation: 'PUT_AWAY_LOCATION',
  putAwayNothing: 'PUT_AWAY_NOTHING',
  shipmentUnknown: 'SHIPMENT_UNKNOWN',
} as const;
