/** Refusal codes of the develop area and the platform authorisation; spread into `ErrorCode`. */
export const developErrorCodes = {
  cacheUnknown: 'CACHE_UNKNOWN',
  amazonNotConfigured: 'AMAZON_NOT_CONFIGURED',
  platformAuthUnsupported: 'PLATFORM_AUTH_UNSUPPORTED',
  platformAuthStateInvalid: 'PLATFORM_AUTH_STATE_INVALID',
  platformAuthFailed: 'PLATFORM_AUTH_FAILED',
  storeNotFound: 'PLATFORM_STORE_NOT_FOUND',
} as const;
