import { describe, expect, it } from 'vitest';
import { moduleEdges, mutualPairs } from './check-module-pairs.ts';

const pairsOf = (files: Record<string, string>) =>
  mutualPairs(moduleEdges(Object.entries(files).map(([path, source]) => ({ path, source })))).map(
    ([there, back]) => [there.fromFile, there.toFile, back.fromFile, back.toFile],
  );

describe('the module pair check', () => {
  it('finds two modules that import each other through different files', () => {
    expect(
      pairsOf({
        'orders/order-store.ts': "import { toCents } from '../shipping/rating/money.ts';",
        'shipping/shipment.service.ts': "import type { OrderRecord } from '../orders/order-store.ts';",
      }),
    ).toEqual([
      [
        'orders/order-store.ts',
        'shipping/rating/money.ts',
        'shipping/shipment.service.ts',
        'orders/order-store.ts',
      ],
    ]);
  });

  it('counts re-exports and dynamic imports, and names each pair once', () => {
    expect(
      pairsOf({
        'a/a.service.ts': "export { b } from '../b/b.service.ts';",
        'b/b.service.ts': "const a = await import('../a/a.service.ts');",
      }),
    ).toHaveLength(1);
  });

  it('passes one-way imports, imports inside a module and imports from outside the modules', () => {
    expect(
      pairsOf({
        'picking/pick-lists/confirm-pick.ts':
          "import { appendLogs } from '../../orders/orders.service.ts';\nimport { x } from '../pick-route.ts';",
        'orders/order-log.ts':
          "import { BizError } from '../../platform/errors.ts';\nimport { z } from 'zod';",
        // modules/platform is a module; src/platform, which orders imports above, is not.
        'platform/platform.routes.ts': "import { appendLogs } from '../orders/orders.service.ts';",
      }),
    ).toEqual([]);
  });
});
