import type { APIRequestContext, Page } from '@playwright/test';
import { noticeReadEndpoints } from '@wms/api';
import { okApi } from './api-call.ts';
import { apiLogin } from './login.ts';

/** The storage key that holds the back-office access token (the shell keeps this contract). */
export const BACKOFFICE_TOKEN_KEY = 'wms.token';
/** The session key under which the shell remembers the update notice it has shown. */
const UPDATE_NOTICE_SEEN_KEY = 'wms.updateNotice.seen';

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
  // A version's update notice that an earlier spec published pops up once per browser session: a spec of a
  // business screen starts as a user who has seen it. A notice published later still shows.
  const notice = await okApi(request, session.accessToken, noticeReadEndpoints.getNew, {});
  if (notice)
    await page.addInitScript(([key, version]) => sessionStorage.setItem(key, version), [
      UPDATE_NOTICE_SEEN_KEY,
      notice.versionCode,
    ] as const);
  await page.addInitScript(
    ([key, token]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, token);
    },
    [BACKOFFICE_TOKEN_KEY, session.accessToken] as const,
  );
  await page.goto(path);
  return session.accessToken;
}
