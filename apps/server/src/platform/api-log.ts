import { type Endpoint, functionPointOf, uuidv7 } from '@wms/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiLogs } from '../db/schema/index.ts';
import type { AppDeps } from './deps.ts';
import { withTenant } from './tenancy.ts';

const ENVELOPE_HEAD = /^\{"success":(true|false),"code":"([^"]{0,64})"/;
/** Input keys that name what a call acted on: ids and numbers, never a value that could be a secret. */
const TARGET_KEY = /^(id|ids|[a-z]+(Id|Ids|No|Nos))$/;
const TARGET_MAX = 200;

/** What a call acted on, from its input's id and number fields (`id=…; orderNos=…`). */
export function targetOf(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (!TARGET_KEY.test(key)) continue;
    const values = (Array.isArray(value) ? value : [value]).filter(
      (v) => typeof v === 'string' || typeof v === 'number',
    );
    if (values.length) parts.push(`${key}=${values.join(',')}`);
  }
  const text = parts.join('; ');
  return text.length > TARGET_MAX ? `${text.slice(0, TARGET_MAX - 1)}…` : text;
}

/** The envelope's outcome from the serialized reply; a reply that is not an envelope counts by status. */
function outcomeOf(statusCode: number, payload: unknown): { success: boolean; code: string } {
  const head = typeof payload === 'string' ? ENVELOPE_HEAD.exec(payload.slice(0, 120)) : null;
  if (head) return { success: head[1] === 'true', code: head[2] ?? '' };
  return { success: statusCode < 400, code: '' };
}

/**
 * Records a mutating call of a signed-in caller before its reply leaves (`onSend`), so the row exists when
 * the client sees the answer. Refusals are recorded too (403, validation, business refusals). A failed
 * write is logged, never turned into a failed call.
 */
export function apiLogHook(deps: Pick<AppDeps, 'db' | 'clock'>, endpoint: Endpoint) {
  const functionPoint = functionPointOf(endpoint) ?? '';
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const principal = request.ctx?.principal;
    if (!principal) return payload;
    const { success, code } = outcomeOf(reply.statusCode, payload);
    const row = {
      tenantId: principal.tenantId,
      id: uuidv7(),
      userId: principal.userId,
      method: endpoint.method,
      path: endpoint.path,
      functionPoint,
      target: targetOf(request.body ?? request.query),
      statusCode: reply.statusCode,
      success,
      code,
      durationMs: Math.round(reply.elapsedTime),
      ip: request.ctx.ip,
      requestId: request.id,
      createdAt: deps.clock(),
    };
    await withTenant(deps.db, principal.tenantId, (tx) => tx.insert(apiLogs).values(row)).catch((err) =>
      request.log.error({ err, reqId: request.id }, 'api log not written'),
    );
    return payload;
  };
}
