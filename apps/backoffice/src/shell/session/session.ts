import type { UserInfo } from '@wms/api';

/**
 * The back office's session: the access token in `localStorage['wms.token']` (the e2e helper
 * and other tabs share that key) and the user info that GetUserInfo returned for it.
 */
export const TOKEN_KEY = 'wms.token';

export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'failed';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  status: SessionStatus;
}

const storage = () => globalThis.localStorage;
/** Why the last session ended, kept for the login page across the reload (this tab only). */
const REASON_KEY = 'wms.signedOutReason';

export interface SignedOutReason {
  code: string;
  message: string;
}
const listeners = new Set<() => void>();

let state: SessionState = initial();

function initial(): SessionState {
  const token = storage()?.getItem(TOKEN_KEY) || null;
  return { token, user: null, status: token ? 'loading' : 'anonymous' };
}

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const session = {
  snapshot: (): SessionState => state,
  token: (): string | null => state.token,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Login sets the token; the guard then loads the user info. */
  signIn(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
    set({ token, user: null, status: 'loading' });
  },

  loaded(user: UserInfo): void {
    set({ user, status: 'ready' });
  },

  /** The user info could not be loaded for this token (expired, revoked, malformed): say so at login. */
  failed(reason?: SignedOutReason): void {
    if (reason) session.rememberReason(reason);
    set({ status: 'failed' });
  },

  rememberReason(reason: SignedOutReason): void {
    globalThis.sessionStorage?.setItem(REASON_KEY, JSON.stringify(reason));
  },

  /** The reason the last session ended, once: the login page shows it and forgets it. */
  takeReason(): SignedOutReason | null {
    const raw = globalThis.sessionStorage?.getItem(REASON_KEY);
    if (!raw) return null;
    globalThis.sessionStorage?.removeItem(REASON_KEY);
    try {
      return JSON.parse(raw) as SignedOutReason;
    } catch {
      return null;
    }
  },

  /** The caller's function points; null until the user info arrives, so nothing is hidden too early. */
  functionPoints(): ReadonlySet<string> | null {
    return state.user ? new Set(state.user.functionPoints) : null;
  },

  /** Forgets the session without leaving the page (a failed load, an empty menu). */
  clear(): void {
    storage()?.removeItem(TOKEN_KEY);
    set({ token: null, user: null, status: 'anonymous' });
  },

  /** Logout clears the token and reloads; a forced logout says why on the login page. */
  logout(reason?: SignedOutReason): void {
    if (reason) session.rememberReason(reason);
    session.clear();
    globalThis.location?.reload();
  },
};
