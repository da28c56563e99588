/** Texts of the receiving and put-away refusal codes (`@wms/api` receivingErrorCodes). */
export const receivingErrors = {
  RECEIVE_NOT_OPEN: 'Container {{containerNo}} is {{status}}: it cannot be received now',
  RECEIVE_NOT_ON_SHIPMENT: '{{code}} is not on container {{containerNo}}: record it as an unexpected SKU',
  RECEIVE_UNKNOWN_CODE: 'No product of this customer has the barcode {{code}}',
  RECEIVE_NOTHING_COUNTED: 'Nothing has been counted on container {{containerNo}} yet',
  PUT_AWAY_NOT_OPEN: 'Container {{containerNo}} is {{status}}: nothing to put away',
  PUT_AWAY_OVER_RECEIVED: 'Only {{remaining}} left to put away on this line, not {{qty}}',
  PUT_AWAY_LOCATION: 'Location {{locationName}} cannot take put-away goods',
  PUT_AWAY_NOTHING: '{{code}} has nothing waiting to be put away',
  SHIPMENT_UNKNOWN: 'This container does not exist',
};
