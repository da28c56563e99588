import { ApiError, authEndpoints, type UserInfo } from '@wms/api';
import { loadAllNamespaces } from '@wms/i18n/lazy';
import { api } from '../../app/api.ts';
import { i18n } from '../../app/i18n.ts';
import { queryClient } from '../../app/query-client.ts';
import { session } from './session.ts';

const userKey = (token: string) => ['session', 'userInfo', token.slice(-16)] as const;

/**
 * With a token but no menus, load the user info. Offline (no answer at all) the copy kept in
 * the persisted query cache for the same token stands in, so a reload offline still opens the shell.
 */
export async function loadSession(token: string): Promise<void> {
  const key = userKey(token);
  try {
    const [user] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => api.call(authEndpoints.getUserInfo, {}),
        staleTime: 0,
      }),
      loadAllNamespaces(i18n),
    ]);
    if (session.token() === token) session.loaded(user);
  } catch (error) {
    const cached = queryClient.getQueryData<UserInfo>(key);
    const offline = error instanceof ApiError && error.status === 0;
    if (offline && cached) {
      await loadAllNamespaces(i18n).catch(() => undefined);
      session.loaded(cached);
    } else if (session.token() === token) {
      session.failed(error instanceof ApiError ? { code: error.code, message: error.message } : undefined);
    }
  }
}
