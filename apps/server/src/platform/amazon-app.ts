import { AMAZON_SETTINGS } from '@wms/api';

/** The Amazon application as configured; any part may be missing, and the page says which. */
export interface AmazonApp {
  applicationId?: string;
  clientId?: string;
  clientSecret?: string;
  /** Where Amazon sends the seller back (must be registered with the application); optional. */
  redirectUri?: string;
  /** Seller Central's consent page. */
  consentUrl: string;
  /** Login with Amazon's token endpoint, where the code is exchanged for a refresh token. */
  tokenUrl: string;
}

export const AMAZON_DEFAULTS = {
  consentUrl: 'https://sellercentral.amazon.com/apps/authorize/consent',
  tokenUrl: 'https://api.amazon.com/auth/o2/token',
} as const;

/** The application from the environment (`AMAZON_*`). */
export function amazonAppFrom(env: NodeJS.ProcessEnv): AmazonApp {
  return {
    applicationId: env.AMAZON_SP_APP_ID || undefined,
    clientId: env.AMAZON_LWA_CLIENT_ID || undefined,
    clientSecret: env.AMAZON_LWA_CLIENT_SECRET || undefined,
    redirectUri: env.AMAZON_REDIRECT_URI || undefined,
    consentUrl: env.AMAZON_CONSENT_URL || AMAZON_DEFAULTS.consentUrl,
    tokenUrl: env.AMAZON_TOKEN_URL || AMAZON_DEFAULTS.tokenUrl,
  };
}

/** The settings still missing, by their environment names. */
export function amazonMissing(app: AmazonApp): (typeof AMAZON_SETTINGS)[number][] {
  const have = {
    AMAZON_SP_APP_ID: app.applicationId,
    AMAZON_LWA_CLIENT_ID: app.clientId,
    AMAZON_LWA_CLIENT_SECRET: app.clientSecret,
  };
  return AMAZON_SETTINGS.filter((name) => !have[name]);
}
