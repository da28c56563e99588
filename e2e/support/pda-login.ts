import type { Page } from '@playwright/test';
import { authEndpoints } from '@wms/api';
import { apiLogin } from './login.ts';

export interface PdaUser {
  account: string;
  userId: string;
  /** The session token, for setting up data through the API (pallet codes, back-office actions). */
  token: string;
  /** The warehouse the device works in: the first of the account's own (the handshake's order). */
  warehouseId: string;
}

export const pdaLoginAvailable = true;

/** The demo pallet worker's handheld account (README "Demo logins"). */
const DEFAULT_ACCOUNT = 'pda02';
const PASSWORD = 'Pda12345';

/**
 * Signs a PDA account in through the real login (slider solved from its images, encrypted password,
 * `System: pda`) and hands the session to the app the way it keeps it, so `/pda/` opens signed in.
 */
export async function loginPda(page: Page, options: { account?: string } = {}): Promise<PdaUser> {
  const account = options.account ?? DEFAULT_ACCOUNT;
  const session = await apiLogin(page.request, account, PASSWORD, 'pda');
  await page.goto('/pda/');
  await page.evaluate((token) => localStorage.setItem('wms.pda.token', token), session.accessToken);
  await page.goto('/pda/');
  // Signed in once the device knows who it works for (the handshake): from then on it opens offline.
  await page.waitForFunction(() => localStorage.getItem('wms.pda.identity') !== null, null, {
    timeout: 20_000,
  });
  const info = await page.request.get(authEndpoints.getUserInfo.path, {
    headers: { authorization: `Bearer ${session.accessToken}`, System: 'pda' },
  });
  const data = (await info.json()).data;
  // The warehouse the device works in (its first, as the handshake ordered them), where set-ups put stock.
  const identity = await page.evaluate(() => JSON.parse(localStorage.getItem('wms.pda.identity') ?? '{}'));
  const warehouseId = (identity.warehouses?.[0]?.id ?? data.warehouseList[0].warehouseId) as string;
  return { account, userId: data.id as string, token: session.accessToken, warehouseId };
}
