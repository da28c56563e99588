import type { Page } from '@playwright/test';
import { authEndpoints } from '@wms/api';
import { apiLogin } from './login.ts';

export interface PdaUser {
  account: string;
  /** The session token, for setting up data through the API (pallet codes, back-office actions). */
  token: string;
  /** The first warehouse the account may work in. */
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
  const info = await page.request.get(authEndpoints.getUserInfo.path, {
    headers: { authorization: `Bearer ${session.accessToken}`, System: 'pda' },
  });
  const warehouseId = (await info.json()).data.warehouseList[0].warehouseId as string;
  return { account, token: session.accessToken, warehouseId };
}
