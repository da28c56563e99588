import { authEndpoints } from '@wms/api';
import { api } from '../../app/api.ts';
import { queryClient } from '../../app/query-client.ts';
import { forgetQueries } from '../pwa/query-persistence.ts';
import { session } from './session.ts';

/** The logout: end the server session, forget this user's cached data, clear the token, reload. */
export async function logout(): Promise<void> {
  await api.call(authEndpoints.logout, {}).catch(() => undefined);
  await forgetQueries(queryClient);
  session.logout();
}
