import { uuidv7 } from '@wms/api';
import { expect, it } from 'vitest';
import { describeEachDb, type TestEnv } from '../testing/test-env.ts';
import { EVENTS_PATH } from './event-stream.ts';
import { withTenant } from './tenancy.ts';

/** Reads server-sent events from a real HTTP stream until `until` is satisfied. */
async function collect(
  base: string,
  token: string,
  until: (events: { event: string; data: unknown }[]) => boolean,
) {
  const res = await fetch(`${base}${EVENTS_PATH}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  return {
    events,
    async read() {
      while (!until(events)) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
      await reader.cancel();
      return events;
    },
  };
}

async function listen(env: TestEnv) {
  const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

describeEachDb('live events', (env) => {
  it('streams the progress of my task and nothing of other users', async () => {
    const base = await listen(env());
    const me = await env().login();
    const other = await env().login();
    const jobs = env().app.deps.jobs;
    jobs.register('test:events', async (job) => {
      await job.progress(50);
      return {};
    });
    const stream = await collect(base, me.token, (events) =>
      events.some((e) => (e.data as { state?: string }).state === 'completed'),
    );
    const reading = stream.read();
    for (const user of [other, me]) {
      await withTenant(env().database.db, user.tenantId, (tx) =>
        jobs.enqueue(tx, {
          tenantId: user.tenantId,
          userId: user.userId,
          kind: 'export',
          type: 'test:events',
          filename: 'f',
          locale: 'en',
        }),
      );
    }
    await jobs.drain();
    const events = await reading;
    expect(
      events.map((e) => [
        e.event,
        (e.data as { state: string; progress: number }).state,
        (e.data as { progress: number }).progress,
      ]),
    ).toEqual([
      ['task', 'queued', 0],
      ['task', 'running', 50],
      ['task', 'completed', 100],
    ]);
  });

  it('refuses a stream without a valid session', async () => {
    const res = await env().app.inject({ url: EVENTS_PATH, headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('WBS00014');
  });

  it('ends the stream of a revoked session', async () => {
    const base = env().app.server.listening
      ? `http://127.0.0.1:${(env().app.server.address() as { port: number }).port}`
      : await listen(env());
    const me = await env().login();
    const stream = await collect(base, me.token, () => false);
    const sessionId = (await env().app.deps.db.query.sessions.findFirst({
      where: (s, { eq }) => eq(s.userId, me.userId),
    }))!.id;
    const reading = stream.read();
    await env().app.deps.events.publish({
      type: 'session.revoked',
      tenantId: me.tenantId,
      sessionId,
      data: { id: uuidv7() },
    });
    const events = await reading;
    expect(events.map((e) => e.event)).toEqual(['session.revoked']);
  });
});
