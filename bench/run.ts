/**
 * `pnpm bench [name…]` runs the benchmarks in this folder (`<name>.bench.ts`) and prints their figures.
 * Timings never fail anything; a bench may exit non-zero only for a hard budget (e.g. bundle size).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : all) {
  console.log(`\n## ${name}`);
  const mod = (await import(`./${name}.bench.ts`)) as { run: () => Promise<void> };
  await mod.run();
}
