import { authRoutes, encryptPassword } from '@wms/api/login';
import { session } from '../session/session.ts';
import { loginApi, pdaLoginApi } from './login-api.ts';
import type { LoginForm } from './login-form.ts';

const PDA_TOKEN_KEY = 'wms.pda.token';

/**
 * Account and password trimmed, the password encrypted before sending. The chosen service
 * decides where the session goes: this back office, or the handheld app at /pda/.
 */
export async function signIn(form: LoginForm, ticket: string): Promise<'backoffice' | 'pda'> {
  const input = {
    account: form.account.trim(),
    password: await encryptPassword(form.password.trim()),
    ticket,
  };
  if (form.service === 'pda') {
    const result = await pdaLoginApi.call(authRoutes.login, input);
    globalThis.localStorage.setItem(PDA_TOKEN_KEY, result.accessToken);
    return 'pda';
  }
  const result = await loginApi.call(authRoutes.login, input);
  session.signIn(result.accessToken);
  return 'backoffice';
}
