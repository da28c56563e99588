import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlushScheduler, localBackoffStore, memoryBackoffStore } from './flush-scheduler.ts';
import type { Flusher } from './flusher.ts';

/** A flusher whose pushes fail while the server is down, counting them. */
function server() {
  const state = { up: false, pushes: 0 };
  const flusher: Flusher = {
    flush: async () => {
      state.pushes++;
      if (!state.up) throw new Error('Cannot reach the server');
      return { sent: 200, refused: 0 };
    },
    isRunning: () => false,
  };
  return { state, flusher, probe: async () => state.up };
}

describe('flush scheduler backoff', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('backs off for the whole device: two tabs and relayed syncs push about 10 times in 10 s, not hundreds', async () => {
    const { state, flusher, probe } = server();
    const shared = memoryBackoffStore();
    const register = vi.fn(async () => undefined);
    const tabs = [0, 1].map(() =>
      createFlushScheduler({ flusher, backoff: shared, probe, registerBackgroundSync: register }),
    );
    await Promise.all(tabs.map((tab) => tab.now('start')));
    // The service worker relays Background Sync as fast as Chromium fires it, to both tabs.
    for (let ms = 0; ms < 10_000; ms += 10) {
      if (ms % 50 === 0) for (const tab of tabs) void tab.now('relay');
      if (ms % 300 === 0) tabs[ms % 600 === 0 ? 0 : 1]!.afterScan();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(state.pushes).toBeLessThanOrEqual(10);
    expect(state.pushes).toBeGreaterThanOrEqual(3);
    // Registering Background Sync from inside its own relayed event would make Chromium fire it again.
    expect(register.mock.calls.length).toBeLessThanOrEqual(state.pushes);
    for (const tab of tabs) tab.stop();
  });

  it('pushes within about 2 s of the server coming back, however long the backoff has grown', async () => {
    const { state, flusher, probe } = server();
    const tab = createFlushScheduler({ flusher, probe, backoff: memoryBackoffStore() });
    await tab.now('start');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tab.state().failures).toBeGreaterThanOrEqual(6);
    const before = state.pushes;
    state.up = true;
    await vi.advanceTimersByTimeAsync(2_600);
    expect(state.pushes).toBe(before + 1);
    expect(tab.state()).toMatchObject({ failures: 0, lastError: null });
    tab.stop();
  });

  it('lets the user and the network coming back push at once, and a reload keeps the backoff', async () => {
    const { state, flusher } = server();
    const storage = new Map<string, string>();
    const local = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as unknown as Storage;
    const tab = createFlushScheduler({ flusher, backoff: localBackoffStore(local), baseDelayMs: 8_000 });
    await tab.now('start');
    expect(state.pushes).toBe(1);
    tab.stop();
    // A reload: a new scheduler on the same storage waits out the same backoff.
    const reloaded = createFlushScheduler({ flusher, backoff: localBackoffStore(local), baseDelayMs: 8_000 });
    expect(await reloaded.now('start')).toBe(false);
    expect(state.pushes).toBe(1);
    expect(await reloaded.now('manual')).toBe(false);
    expect(state.pushes).toBe(2);
    state.up = true;
    expect(await reloaded.now('online')).toBe(true);
    expect(state.pushes).toBe(3);
    expect(JSON.parse(storage.get('wms-pda-backoff')!)).toEqual({ failures: 0, nextRetryAt: 0 });
    reloaded.stop();
  });
});
