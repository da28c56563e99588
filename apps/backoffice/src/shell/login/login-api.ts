import { createFetchClient } from '@wms/api/login';
import { i18n } from '../../app/i18n.ts';
import { session } from '../session/session.ts';

const text = (key: string) => i18n.t(key);
const locale = () => i18n.language;

/**
 * The login pages' request layer: plain fetch with the contract's headers and refusals (`@wms/api/login`),
 * so /login loads without ky, zod and the contract registry. Refusals show on the page itself.
 */
export const loginApi = createFetchClient({
  system: 'backoffice',
  getToken: session.token,
  getLocale: locale,
  text,
});

/** The PDA service logs in with `System: pda`, so the server opens a PDA session for a PDA account. */
export const pdaLoginApi = createFetchClient({
  system: 'pda',
  getToken: () => null,
  getLocale: locale,
  text,
});
