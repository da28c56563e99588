import { describe, expect, it } from 'vitest';
import { withRetry } from './retry.ts';

describe('chunk-load retry', () => {
  it('tries again after a failed import and gives up after the retries', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new Error('chunk')) : Promise.resolve('view'));
    await expect(withRetry(flaky, 2)).resolves.toBe('view');
    calls = -10;
    await expect(withRetry(flaky, 1)).rejects.toThrow('chunk');
  });
});
