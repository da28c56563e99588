import type { UserInfo } from '@wms/api';

/**
 * The back office's session (spec §3–§4): the access token in `localStorage['wms.token']` (the e2e helper
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

  /** Login sets the token (spec §4); the guard then loads the user info. */
  signIn(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
    set({ token, user: null, status: 'loading' });
  },

  loaded(user: UserInfo): void {
    set({ user, status: 'ready' });
  },

  failed(): void {
    set({ status: 'failed' });
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

  /** Spec §4: logout clears the token and reloads. */
  logout(): void {
    session.clear();
    globalThis.location?.reload();
  },
};
