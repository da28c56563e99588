import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files whose URL never changes must always be revalidated; hashed assets never need to be. */
const NO_CACHE = /(^|\/)((index|login)\.html|sw\.js|manifest\.webmanifest|registerSW\.js|version\.json)$/;

function setCacheHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
  if (NO_CACHE.test(path)) reply.header('Cache-Control', 'no-cache');
  else if (/\/assets\//.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=3600');
}

export interface StaticRoots {
  backoffice?: string;
  pda?: string;
}

/** Serves the built back office at `/` and the PDA at `/pda/`, each with its own SPA fallback. */
export async function registerStatic(
  app: FastifyInstance,
  roots: StaticRoots,
): Promise<(url: string) => string | undefined> {
  const available = (dir?: string) => (dir && existsSync(join(dir, 'index.html')) ? dir : undefined);
  const backoffice = available(roots.backoffice);
  const pda = available(roots.pda);
  if (backoffice) {
    await app.register(fastifyStatic, {
      root: backoffice,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  if (pda) {
    await app.register(fastifyStatic, {
      root: pda,
      prefix: '/pda/',
      index: false,
      wildcard: false,
      cacheControl: false,
      decorateReply: !backoffice,
      setHeaders: setCacheHeaders,
    });
  }
  // The back office's public pages (/login, /forgetPwd) have their own small page, when built.
  const login =
    backoffice && existsSync(join(backoffice, 'login.html')) ? join(backoffice, 'login.html') : undefined;
  /** The index.html that a client-side route falls back to, or nothing. */
  return (url: string) => {
    if (url === '/pda' || url.startsWith('/pda/')) return pda ? join(pda, 'index.html') : undefined;
    if (login && (url === '/login' || url === '/forgetPwd')) return login;
    return backoffice ? join(backoffice, 'index.html') : undefined;
  };
}
