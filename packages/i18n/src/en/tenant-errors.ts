/** Texts of the tenant refusal codes (`@wms/api` tenantErrorCodes). */
export const tenantErrors = {
  TENANT_CODE_EXISTS: 'The tenant code {{code}} already exists',
  TENANT_NOT_FOUND: 'The tenant does not exist',
  TENANT_NOT_RELATED: 'No data-sharing relationship allows this with that tenant',
  TENANT_SELF_RELATION: 'A tenant cannot be related to itself',
  TENANT_RELATION_EXISTS: 'These two tenants already have this relationship',
  TENANT_RELATION_NOT_FOUND: 'The relationship does not exist',
  TENANT_PLATFORM_LOCKED: 'The platform tenant cannot be disabled',
  SYNC_NO_CUSTOMER: 'This tenant has no customer with the code {{code}}',
  SYNC_NO_WAREHOUSE: 'This tenant has no warehouse with the code {{code}}',
  SYNC_NO_PRODUCT: 'The customer {{code}} has no product {{productNo}}',
  SYNC_NO_LOCATION: 'The warehouse {{warehouse}} has no location {{location}}',
};
