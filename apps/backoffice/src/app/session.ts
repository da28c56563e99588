/**
 * The session as the back office sees it. Until the identity screens exist, the bearer token is read from
 * `localStorage['wms.token']`; the shell task replaces this module with the login flow (spec §4).
 */
const TOKEN_KEY = 'wms.token';

export const session = {
  token(): string | null {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  },
  /** The caller's function points; unknown (null) until GetUserInfo is wired, so no button is hidden. */
  functionPoints(): ReadonlySet<string> | null {
    return null;
  },
  /** Spec §4: logout clears the token and reloads. */
  logout(): void {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
    globalThis.location?.reload();
  },
};
