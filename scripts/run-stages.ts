/**
 * Runs the test stages in order (the README's `npm test`), stops at the first that fails and names it,
 * and prints how long each stage took, so a slow CI run shows where its minutes went.
 * `node scripts/run-stages.ts [stage…]` runs only the named stages, in the listed order.
 */
import { spawn } from 'node:child_process';

export interface Stage {
  name: string;
  command: string;
}

export const STAGES: Stage[] = [
  { name: 'lint', command: 'pnpm lint' },
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'deps', command: 'pnpm deps' },
  { name: 'build', command: 'pnpm build' },
  { name: 'vitest:unit', command: 'pnpm exec vitest run --project unit' },
  { name: 'vitest:server', command: 'node scripts/server-tests.ts' },
  { name: 'vitest:component', command: 'pnpm exec vitest run --project component' },
  { name: 'e2e', command: 'pnpm test:e2e' },
];

export interface StageResult {
  name: string;
  seconds: number;
  code: number;
}

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function timingTable(results: StageResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  const line = (name: string, seconds: number, note = '') =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${note}`;
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  return [
    'stage timings:',
    ...results.map((result) => line(result.name, result.seconds, result.code ? '  FAILED' : '')),
    line('total', total),
  ].join('\n');
}

export function selectStages(names: string[]): Stage[] {
  if (names.length === 0) return STAGES;
  return names.map((name) => {
    const stage = STAGES.find((candidate) => candidate.name === name);
    if (!stage) throw new Error(`unknown stage "${name}": ${STAGES.map((s) => s.name).join(', ')}`);
    return stage;
  });
}

async function main(names: string[]): Promise<number> {
  const results: StageResult[] = [];
  for (const stage of selectStages(names)) {
    console.log(`\n› ${stage.name}: ${stage.command}`);
    const started = performance.now();
    const code = await run(stage.command);
    results.push({ name: stage.name, seconds: (performance.now() - started) / 1000, code });
    if (code !== 0) {
      console.log(`\n${timingTable(results)}\n\n✗ stage "${stage.name}" failed (exit ${code})`);
      return code;
    }
  }
  console.log(`\n${timingTable(results)}`);
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
