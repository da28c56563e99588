/**
 * The PDA's session, behind one small module: the token in localStorage, set by the PDA's own sign-in
 * screen (or by the back office's login with the PDA service chosen). Without a token the app shows only
 * the sign-in screen.
 */
const TOKEN_KEY = 'wms.pda.token';
const IDENTITY_KEY = 'wms.pda.identity';

/** Who the server said this token belongs to: names the device database, so it opens offline. */
export interface PdaIdentity {
  tenantId: string;
  userId: string;
  account: string;
  displayName: string;
  /** The warehouses the account works in (absent in an identity stored by an older version). */
  warehouses?: { id: string; name: string }[];
}

type Stored = PdaIdentity & { tokenTail: string };
const listeners = new Set<() => void>();
const tail = (token: string) => token.slice(-12);
const storage = () => globalThis.localStorage;

export const pdaSession = {
  token(): string | null {
    return storage()?.getItem(TOKEN_KEY) || null;
  },

  /** A new session from the sign-in screen; the handshake then names the device database. */
  signIn(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
    storage()?.removeItem(IDENTITY_KEY);
    notify();
  },

  /** The identity confirmed for the current token, if any. */
  identity(): PdaIdentity | null {
    const token = pdaSession.token();
    const raw = storage()?.getItem(IDENTITY_KEY);
    if (!token || !raw) return null;
    try {
      const { tokenTail, ...identity } = JSON.parse(raw) as Stored;
      return tokenTail === tail(token) ? identity : null;
    } catch {
      return null;
    }
  },

  remember(identity: PdaIdentity): void {
    const token = pdaSession.token();
    if (!token) return;
    const stored: Stored = { ...identity, tokenTail: tail(token) };
    storage()?.setItem(IDENTITY_KEY, JSON.stringify(stored));
    notify();
  },

  /** Ends the session; the device database and its queue stay for this user's next sign-in. */
  signOut(): void {
    storage()?.removeItem(TOKEN_KEY);
    storage()?.removeItem(IDENTITY_KEY);
    notify();
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_KEY || e.key === IDENTITY_KEY) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  },
};

function notify() {
  for (const listener of listeners) listener();
}
