import type { Locale } from '@wms/i18n/messages';

/** Who is calling, resolved once per request from the session (DESIGN §3). */
export interface Principal {
  tenantId: string;
  userId: string;
  sessionId: string;
  /** staff | customer | pda */
  kind: string;
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
  principal: Principal | null;
}

/** A context that is known to be logged in. */
export interface SessionContext extends RequestContext {
  principal: Principal;
}
