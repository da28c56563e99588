import type { FastifyInstance } from 'fastify';
import type { Principal } from './context.ts';
import { unauthorized } from './errors.ts';
import type { EventBus, LiveEvent } from './events.ts';

export const EVENTS_PATH = '/api/v1/events';
const HEARTBEAT_MS = 25_000;

function isFor(principal: Principal, event: LiveEvent) {
  return (
    event.tenantId === principal.tenantId &&
    (!event.userId || event.userId === principal.userId) &&
    (!event.sessionId || event.sessionId === principal.sessionId)
  );
}

/**
 * `GET /api/v1/events`: a server-sent event stream of the caller's live events. Authenticated like every
 * call (bearer header; clients read it with fetch streaming), and closed when the session is revoked.
 */
export function registerEventStream(
  app: FastifyInstance,
  bus: EventBus,
  authenticate: (header: string | undefined) => Promise<Principal>,
) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.get(EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized();
    const principal = await authenticate(header);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const send = (event: LiveEvent) =>
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    raw.write(': connected\n\n');
    const close = () => {
      open.delete(close);
      clearInterval(heartbeat);
      unsubscribe();
      raw.end();
    };
    open.add(close);
    const unsubscribe = bus.subscribe((event) => {
      if (!isFor(principal, event)) return;
      send(event);
      if (event.type === 'session.revoked') close();
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', close);
  });
}
