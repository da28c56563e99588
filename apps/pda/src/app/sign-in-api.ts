import { createFetchClient } from '@wms/api/login';
import type { i18n } from 'i18next';

/**
 * The sign-in screen's request layer: plain fetch with the contract's headers and refusals
 * (`@wms/api/login`), `System: pda`, so the first screen loads without ky, zod and the contracts.
 */
export function createSignInApi(i18n: i18n) {
  return createFetchClient({
    system: 'pda',
    getToken: () => null,
    getLocale: () => i18n.language,
    text: (key) => i18n.t(key),
  });
}
export type SignInApi = ReturnType<typeof createSignInApi>;
