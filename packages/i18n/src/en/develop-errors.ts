/** Texts of the develop area's and the platform authorisation's refusal codes (`@wms/api` developErrorCodes). */
export const developErrors = {
  CACHE_UNKNOWN: 'There is no cache named {{name}}',
  AMAZON_NOT_CONFIGURED:
    'Amazon authorisation is not configured: set {{missing}} on the server (the Selling Partner application id and its LWA client id and secret), then try again',
  PLATFORM_AUTH_UNSUPPORTED: 'Stores on {{platform}} cannot be authorised here',
  PLATFORM_AUTH_STATE_INVALID:
    'The authorisation link is invalid or has expired; start the authorisation again',
  PLATFORM_AUTH_FAILED: 'Amazon refused the authorisation: {{reason}}',
  PLATFORM_STORE_NOT_FOUND: 'The store does not exist',
};
