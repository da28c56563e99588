import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './login.ts';

/** The storage key that holds the back-office access token (the shell keeps this contract). */
export const BACKOFFICE_TOKEN_KEY = 'wms.token';

/**
 * Opens a back-office path as a logged-in user: logs in through the real auth flow (slider included),
 * stores the token where the app reads it, then navigates. Specs of business screens start here; the
 * login screen itself is covered by the shell's own specs.
 */
export async function openBackoffice(
  page: Page,
  request: APIRequestContext,
  path: string,
  account = 'admin01',
  password = 'Admin12345',
): Promise<string> {
  const session = await apiLogin(request, account, password);
  await page.addInitScript(
    ([key, token]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, token);
    },
    [BACKOFFICE_TOKEN_KEY, session.accessToken] as const,
  );
  await page.goto(path);
  return session.accessToken;
}
