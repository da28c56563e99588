/** Refusal codes of tenant onboarding, relationships and tenant-to-tenant sync; spread into `ErrorCode`. */
export const tenantErrorCodes = {
  tenantCodeExists: 'TENANT_CODE_EXISTS',
  tenantNotFound: 'TENANT_NOT_FOUND',
  /** Said alike for an unrelated tenant and one that does not exist, so nothing leaks. */
  tenantNotRelated: 'TENANT_NOT_RELATED',
  tenantSelfRelation: 'TENANT_SELF_RELATION',
  tenantRelationExists: 'TENANT_RELATION_EXISTS',
  tenantRelationNotFound: 'TENANT_RELATION_NOT_FOUND',
  tenantPlatformLocked: 'TENANT_PLATFORM_LOCKED',
  /** A synced record names a customer, warehouse or location the receiving tenant has no match for. */
  syncNoCustomer: 'SYNC_NO_CUSTOMER',
  syncNoWarehouse: 'SYNC_NO_WAREHOUSE',
  syncNoLocation: 'SYNC_NO_LOCATION',
  syncNoProduct: 'SYNC_NO_PRODUCT',
} as const;
