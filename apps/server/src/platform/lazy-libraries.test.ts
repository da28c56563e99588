import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/** Loaded where used, never at start-up: together ≈ 90 MB of the idle server's memory (see docs/decisions.md). */
const LAZY = ['exceljs', 'pdf-lib', '@pdf-lib/fontkit', 'bwip-js', 'nodemailer'];

it('start-up (app.ts and main.ts imports) loads no document or mail library', () => {
  const app = fileURLToPath(new URL('../app.ts', import.meta.url));
  const script = `
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({ resolve(specifier, context, next) { seen.add(specifier); return next(specifier, context); } });
    await import(${JSON.stringify(app)});
    await import(${JSON.stringify(fileURLToPath(new URL('./mailer.ts', import.meta.url)))});
    await import(${JSON.stringify(fileURLToPath(new URL('../db/client.ts', import.meta.url)))});
    console.log(JSON.stringify([...seen]));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  const seen: string[] = JSON.parse(child.stdout);
  expect(seen).toContain('fastify');
  expect(seen.filter((s) => LAZY.some((lib) => s === lib || s.startsWith(`${lib}/`)))).toEqual([]);
});
