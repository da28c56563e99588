import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tasks } from '../db/schema/index.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { DAILY_JOBS, schedules } from './schedules.ts';

describeEachDb('schedules', (env) => {
  it("queue each daily job's row once per tenant and day, however often they look", async () => {
    const user = await env().login();
    const daily = schedules.find((s) => s.name === 'daily')!;
    const now = new Date('2026-12-01T00:05:00Z');
    expect(await daily.enqueueDue(env().app.deps, now)).toBeGreaterThanOrEqual(DAILY_JOBS.length);
    expect(await daily.enqueueDue(env().app.deps, new Date('2026-12-01T23:55:00Z'))).toBe(0);
    const rows = await env()
      .database.db.select({ type: tasks.type, state: tasks.state })
      .from(tasks)
      .where(and(eq(tasks.tenantId, user.tenantId), eq(tasks.kind, 'scheduled')));
    expect(rows.map((r) => r.type).sort()).toEqual([...DAILY_JOBS].sort());
    expect(await daily.enqueueDue(env().app.deps, new Date('2026-12-02T00:05:00Z'))).toBeGreaterThanOrEqual(
      DAILY_JOBS.length,
    );
  });
});
