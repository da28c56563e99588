import { canAuthorizeStore, ErrorCode } from '@wms/api';
import type { AmazonApp } from '../../platform/amazon-app.ts';
import { amazonMissing } from '../../platform/amazon-app.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

/** How long a consent link stays good: the seller logs in to Seller Central and agrees within it. */
const STATE_TTL_MS = 15 * 60 * 1000;
const TOKEN_TIMEOUT_MS = 15_000;

interface State {
  t: string;
  u: string;
  s: string;
  e: number;
}

/** Refuses, naming the missing settings, when the application id or secret is not configured. */
export function assertAmazonConfigured(
  app: AmazonApp,
): Required<Pick<AmazonApp, 'applicationId' | 'clientId' | 'clientSecret'>> {
  const missing = amazonMissing(app);
  if (missing.length) throw new BizError(ErrorCode.amazonNotConfigured, { missing: missing.join(', ') });
  return { applicationId: app.applicationId!, clientId: app.clientId!, clientSecret: app.clientSecret! };
}

export function assertAuthorizable(platform: string): void {
  if (!canAuthorizeStore(platform)) throw new BizError(ErrorCode.platformAuthUnsupported, { platform });
}

/**
 * The consent page address. The state is sealed (authenticated encryption), so Amazon's redirect can be
 * trusted to name this tenant, user and store, and it expires.
 */
export function consentUrl(
  app: AmazonApp,
  secrets: SecretBox,
  principal: Principal,
  storeId: string,
  now: Date,
) {
  const { applicationId } = assertAmazonConfigured(app);
  const state: State = {
    t: principal.tenantId,
    u: principal.userId,
    s: storeId,
    e: now.getTime() + STATE_TTL_MS,
  };
  const url = new URL(app.consentUrl);
  url.searchParams.set('application_id', applicationId);
  // The app is not listed on the Appstore: Seller Central authorises an unlisted (draft) app only with this.
  url.searchParams.set('version', 'beta');
  url.searchParams.set('state', secrets.seal(JSON.stringify(state)));
  if (app.redirectUri) url.searchParams.set('redirect_uri', app.redirectUri);
  return url.toString();
}

/** The store a returned state names, refused when it was not issued to this caller or has expired. */
export function storeOfState(secrets: SecretBox, principal: Principal, sealed: string, now: Date): string {
  let state: State;
  try {
    state = JSON.parse(secrets.open(sealed)) as State;
  } catch {
    throw new BizError(ErrorCode.platformAuthStateInvalid);
  }
  if (state.t !== principal.tenantId || state.u !== principal.userId || !(state.e > now.getTime()))
    throw new BizError(ErrorCode.platformAuthStateInvalid);
  return state.s;
}

/** Exchanges Amazon's one-time code for the store's refresh token at Login with Amazon. */
export async function exchangeCode(app: AmazonApp, code: string): Promise<string> {
  const { clientId, clientSecret } = assertAmazonConfigured(app);
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: clientId,
    client_secret: clientSecret,
    ...(app.redirectUri ? { redirect_uri: app.redirectUri } : {}),
  });
  let reply: Response;
  try {
    reply = await fetch(app.tokenUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BizError(ErrorCode.platformAuthFailed, { reason: (error as Error).message });
  }
  const json = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
  const token = json.refresh_token;
  if (!reply.ok || typeof token !== 'string' || !token) {
    const reason = String(json.error_description ?? json.error ?? `HTTP ${reply.status}`).slice(0, 200);
    throw new BizError(ErrorCode.platformAuthFailed, { reason });
  }
  return token;
}
