import { readdir, readFile } from 'node:fs/promises';
import { PRINT_HELPER_DOWNLOAD_PATH } from '@wms/api';
import type { FastifyInstance } from 'fastify';
import type { CacheRegistry } from './caches.ts';

/** The helper's sources in this workspace; it runs by type stripping, so the sources are the program. */
const HELPER_DIR = new URL('../../../print-helper/', import.meta.url);

async function helperZip(): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const root = zip.folder('wms-print-helper')!;
  root.file('package.json', await readFile(new URL('package.json', HELPER_DIR)));
  for (const name of await readdir(new URL('src/', HELPER_DIR))) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
      root.file(name, await readFile(new URL(`src/${name}`, HELPER_DIR)));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The back office offers the print helper here: one zip, started with `node wms-print-helper/main.ts`. */
export function registerPrintHelperDownload(app: FastifyInstance, caches?: CacheRegistry) {
  let cached: Promise<Buffer> | null = null;
  caches?.register({
    name: 'printHelperZip',
    entries: () => (cached ? 1 : 0),
    clear: () => {
      cached = null;
    },
  });
  app.get(PRINT_HELPER_DOWNLOAD_PATH, { schema: { hide: true } }, async (_request, reply) => {
    cached ??= helperZip();
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', 'attachment; filename="wms-print-helper.zip"');
    return reply.send(await cached);
  });
}
