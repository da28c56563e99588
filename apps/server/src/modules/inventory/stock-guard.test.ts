import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The stock service and its two internal files: the only code allowed to write stock tables. */
const ALLOWED = [
  'modules/inventory/stock.service.ts',
  'modules/inventory/stock-core.ts',
  'modules/inventory/stock-holds.ts',
];
const WRITES = [
  /\.(insert|update|delete)\(\s*(stocks|stockLogs|stockOccupations)\b/,
  /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?(stocks|stock_logs|stock_occupations)\b/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const writers = () =>
  sources(root)
    .filter((path) => WRITES.some((pattern) => pattern.test(readFileSync(path, 'utf8'))))
    .map((path) => relative(root, path).replaceAll('\\', '/'))
    .sort();

describe('stock guard', () => {
  it('lets only the stock service write stock quantities, logs and occupations', () => {
    const found = writers();
    expect(found.filter((path) => !ALLOWED.includes(path))).toEqual([]);
    // The scan sees the service's own writes, so it would see anyone else's.
    expect(found).toEqual(
      expect.arrayContaining(['modules/inventory/stock-core.ts', 'modules/inventory/stock-holds.ts']),
    );
  });
});
