/**
 * The server suite (the `vitest:server` stage). Its vitest project runs one worker (see vitest.config.ts),
 * so on PGlite and PostgreSQL in one process it keeps one core busy for the length of both. With
 * TEST_DATABASE_URL set this runs two processes side by side instead: every suite on PGlite, and the
 * suites that run on each database (`describeEachDb`) on PostgreSQL. Each line of output names its
 * database; the exit code is the first failure's.
 * `node scripts/server-tests.ts [vitest args…]` passes the arguments to both.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The server project's files that run on each database. */
function eachDbFiles(): string[] {
  return [...testFiles(join(root, 'apps/server/src')), ...testFiles(join(root, 'bench'))]
    .filter((file) => readFileSync(file, 'utf8').includes('describeEachDb('))
    .map((file) => relative(root, file));
}

function run(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'vitest', 'run', '--project', 'server', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(args: string[]): Promise<number> {
  if (!process.env.TEST_DATABASE_URL) return run('[pglite]', args, {});
  const codes = await Promise.all([
    run('[pglite]  ', args, { TEST_DB_ONLY: 'pglite' }),
    run('[postgres]', [...args, ...(args.length ? [] : eachDbFiles())], { TEST_DB_ONLY: 'postgres' }),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
