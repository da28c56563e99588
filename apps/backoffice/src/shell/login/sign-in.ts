import { authEndpoints, createApiClient, encryptPassword, type LoginResult } from '@wms/api';
import { api } from '../../app/api.ts';
import { i18n } from '../../app/i18n.ts';
import { session } from '../session/session.ts';
import type { LoginForm } from './login-form.ts';

const PDA_TOKEN_KEY = 'wms.pda.token';

/** The PDA service logs in with `System: pda`, so the server opens a PDA session for a PDA account. */
const pdaApi = createApiClient({
  system: 'pda',
  getToken: () => null,
  getLocale: () => i18n.language,
  text: (k) => i18n.t(k),
});

/**
 * Spec §5: account and password trimmed, the password encrypted before sending. The chosen service
 * decides where the session goes: this back office, or the handheld app at /pda/.
 */
export async function signIn(form: LoginForm, ticket: string): Promise<'backoffice' | 'pda'> {
  const input = {
    account: form.account.trim(),
    password: await encryptPassword(form.password.trim()),
    ticket,
  };
  if (form.service === 'pda') {
    const result: LoginResult = await pdaApi.call(authEndpoints.login, input);
    globalThis.localStorage.setItem(PDA_TOKEN_KEY, result.accessToken);
    return 'pda';
  }
  const result = await api.call(authEndpoints.login, input);
  session.signIn(result.accessToken);
  return 'backoffice';
}
