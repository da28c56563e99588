import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerStatic } from './static.ts';

const dirs: string[] = [];
function built(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'wms-static-'));
  dirs.push(dir);
  for (const file of files) writeFileSync(join(dir, file), `<!-- ${file} -->`);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('static fallback', () => {
  it('answers /login and /forgetPwd with login.html and every other page with index.html', async () => {
    const backoffice = built(['index.html', 'login.html']);
    const pda = built(['index.html']);
    const fallback = await registerStatic(Fastify(), { backoffice, pda });
    expect(fallback('/login')).toBe(join(backoffice, 'login.html'));
    expect(fallback('/forgetPwd')).toBe(join(backoffice, 'login.html'));
    expect(fallback('/order/list')).toBe(join(backoffice, 'index.html'));
    expect(fallback('/login/x')).toBe(join(backoffice, 'index.html'));
    expect(fallback('/pda/pick')).toBe(join(pda, 'index.html'));
  });

  it('falls back to index.html for /login when the build has no login page', async () => {
    const backoffice = built(['index.html']);
    const fallback = await registerStatic(Fastify(), { backoffice });
    expect(fallback('/login')).toBe(join(backoffice, 'index.html'));
  });
});
