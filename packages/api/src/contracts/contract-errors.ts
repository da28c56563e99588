/** Refusal codes of contracts and quotations (texts in `@wms/i18n` contract-errors). */
export const contractErrorCodes = {
  contractNotFound: 'CONTRACT_NOT_FOUND',
  contractNoExists: 'CONTRACT_NO_EXISTS',
  contractFileFormat: 'CONTRACT_FILE_FORMAT',
  contractFileTooLarge: 'CONTRACT_FILE_TOO_LARGE',
  quotationNotFound: 'QUOTATION_NOT_FOUND',
  zoneChargeNeedsOne: 'ZONE_CHARGE_NEEDS_ONE',
  chargeNameDuplicate: 'CHARGE_NAME_DUPLICATE',
  configurePricingGroups: 'CONFIGURE_PRICING_GROUPS',
  quotationBackdated: 'QUOTATION_BACKDATED',
  quotationDateTaken: 'QUOTATION_DATE_TAKEN',
  quotationOutsideContract: 'QUOTATION_OUTSIDE_CONTRACT',
  carrierAccountNotFound: 'CARRIER_ACCOUNT_NOT_FOUND',
  carrierAccountNameExists: 'CARRIER_ACCOUNT_NAME_EXISTS',
  shippingConfigIncomplete: 'SHIPPING_CONFIG_INCOMPLETE',
  carrierAccountNotAllowed: 'CARRIER_ACCOUNT_NOT_ALLOWED',
  logisticsServiceUnknown: 'LOGISTICS_SERVICE_UNKNOWN',
} as const;
