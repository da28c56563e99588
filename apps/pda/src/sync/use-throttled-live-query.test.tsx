import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openMemoryDb } from '../db/memory-db.ts';
import { useThrottledLiveQuery } from './use-throttled-live-query.ts';

describe('useThrottledLiveQuery', () => {
  afterEach(cleanup);

  it('shows the first answer at once and, after a burst of writes, only the latest', async () => {
    const db = openMemoryDb();
    const shown: number[] = [];
    const { result, unmount } = renderHook(() => {
      const value = useThrottledLiveQuery(() => db.outbox.count(), [db], 1_000);
      if (value !== undefined && shown.at(-1) !== value) shown.push(value);
      return value;
    });
    await waitFor(() => expect(result.current).toBe(0));
    // Each write is its own transaction, so the live query answers after every one of them.
    for (let seq = 1; seq <= 30; seq += 1)
      await db.outbox.add({
        deviceSeq: seq,
        eventId: `e${seq}`,
        deviceId: 'd',
        type: 'pallet.open',
        payload: {},
        createdAt: new Date().toISOString(),
        state: 'pending',
      });
    await waitFor(() => expect(result.current).toBe(30), { timeout: 3_000 });
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(30);
    expect(shown.length).toBeLessThan(6);
    unmount();
    db.close();
  });
});
