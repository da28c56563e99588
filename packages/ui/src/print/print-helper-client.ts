/** Talks to the local print helper (apps/print-helper) on 127.0.0.1; never to the product's servers. */
export const DEFAULT_HELPER_PORT = 17180;
/** A missing helper must not hold up a print click: detection gives up after this. */
export const DETECT_TIMEOUT_MS = 800;
/** How often a job's status is asked while it is queued. */
export const JOB_POLL_MS = 300;

export type HelperState = 'checking' | 'missing' | 'unpaired' | 'ready';

export interface HelperPrinter {
  name: string;
  kind: 'zpl' | 'system';
  host?: string;
  port?: number;
  state?: string;
}

export interface HelperJob {
  id: string;
  printer: string;
  title: string;
  status: 'queued' | 'sent' | 'failed';
  total: number;
  done: number;
  attempts: number;
  error: string | null;
}

export interface HelperAddress {
  port: number;
  token: string;
}

async function call<T>(
  to: HelperAddress,
  path: string,
  init: RequestInit = {},
  timeoutMs = 5000,
): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${to.port}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-pairing-token': to.token },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `print helper: HTTP ${res.status}`);
  return body;
}

/** Whether the helper answers on its port, and whether it knows our token. */
export async function detectHelper(to: HelperAddress): Promise<Exclude<HelperState, 'checking'>> {
  try {
    const status = await call<{ paired: boolean }>(to, '/status', {}, DETECT_TIMEOUT_MS);
    return status.paired ? 'ready' : 'unpaired';
  } catch {
    return 'missing';
  }
}

export const helperPrinters = (to: HelperAddress) =>
  call<{ printers: HelperPrinter[]; spooler: { available: boolean; reason: string | null } }>(
    to,
    '/printers',
  );

export const submitHelperJob = (
  to: HelperAddress,
  job: { printer: string; format: 'zpl' | 'pdf'; title: string; parts: string[] },
) => call<HelperJob>(to, '/jobs', { method: 'POST', body: JSON.stringify(job) });

export const helperJob = (to: HelperAddress, id: string) => call<HelperJob>(to, `/jobs/${id}`);
