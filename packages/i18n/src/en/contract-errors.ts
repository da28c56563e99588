/** Texts of the contract and quotation refusal codes (`@wms/api` contractErrorCodes). */
export const contractErrors = {
  CONTRACT_NOT_FOUND: 'The contract does not exist',
  CONTRACT_NO_EXISTS: 'Contract number {{contractNo}} already exists',
  CONTRACT_FILE_FORMAT: 'Upload format is incorrect. Please upload again. The contract file must be a PDF',
  CONTRACT_FILE_TOO_LARGE: 'The contract file must be a PDF of at most 20M',
  QUOTATION_NOT_FOUND: 'The quotation does not exist',
  QUOTE_LOG_NOT_FOUND: 'The quote log does not exist',
  ZONE_CHARGE_NEEDS_ONE: 'Must have one item greater than zero ({{service}})',
  CHARGE_NAME_DUPLICATE: 'The charge name {{name}} already exists',
  CONFIGURE_PRICING_GROUPS: 'Please configure pricing groups first',
  QUOTATION_BACKDATED:
    'A quotation takes effect from today ({{today}}) or later: charges made before it keep their prices',
  QUOTATION_DATE_TAKEN: 'Version {{version}} already takes effect on {{date}}',
  QUOTATION_OUTSIDE_CONTRACT:
    'The quotation must take effect within the contract’s validity ({{from}} to {{to}})',
  CARRIER_ACCOUNT_NOT_FOUND: 'The logistics account does not exist',
  CARRIER_ACCOUNT_NAME_EXISTS: 'Logistics account {{accountName}} already exists',
  SHIPPING_CONFIG_INCOMPLETE:
    'Please complete shipping account and logistics service configuration for all warehouses ({{warehouses}})',
  CARRIER_ACCOUNT_NOT_ALLOWED:
    'Logistics account {{accountName}} is not empowered for this customer or authorised for warehouse {{warehouse}}',
  LOGISTICS_SERVICE_UNKNOWN:
    'The carrier of logistics account {{accountName}} has no logistics service {{service}}',
  LOGISTICS_SERVICE_EXISTS: 'Logistics service {{serviceCode}} of carrier {{carrier}} already exists',
  LOGISTICS_SERVICE_NOT_FOUND: 'The logistics service does not exist',
  FUEL_RATE_WEEK_BEGUN:
    'The fuel rate of the week of {{weekStart}} is in force already and cannot be changed',
  FUEL_RATE_NOT_FOUND: 'The fuel rate does not exist',
};
