import type { Locale } from '@wms/i18n/messages';

/**
 * Who is calling, resolved once per request from the session (docs/architecture.md#identity-and-permissions).
 */
export interface Principal {
  tenantId: string;
  userId: string;
  sessionId: string;
  /** staff | customer | pda */
  kind: string;
  roleId: string;
  /** Which app the session was opened for: `backoffice` or `pda` (the `System` header at login). */
  system: string;
  /** A password change is pending: only self-service writes are allowed until it is done. */
  needChangePwd: boolean;
  /** The tenant's plan. */
  edition: string;
  isPDA: boolean;
  /** The platform operator's tenant: edits shared resources and reviews purchases. */
  isPlatform: boolean;
  /** For a customer's user: the only customer whose rows it sees. */
  customerId: string | null;
  functionPoints: ReadonlySet<string>;
  /** Data permissions; `null` means all. */
  warehouseIds: readonly string[] | null;
  customerIds: readonly string[] | null;
}

export interface RequestContext {
  requestId: string;
  locale: Locale;
  /** The caller's address (login throttling, logs). */
  ip: string;
  /** The `System` header: `pda` for the handheld app, otherwise `backoffice`. */
  system: 'backoffice' | 'pda';
  principal: Principal | null;
}

/** A context that is known to be logged in. */
export interface SessionContext extends RequestContext {
  principal: Principal;
}
