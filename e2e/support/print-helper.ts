import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A free port on 127.0.0.1, found by listening on port 0 and closing again. */
export async function freePort(): Promise<number> {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP listener on 127.0.0.1 standing in for a ZPL printer on port 9100: it keeps every byte. */
export async function labelPrinterListener() {
  const chunks: Buffer[] = [];
  const server: Server = createServer((socket) => socket.on('data', (chunk) => chunks.push(chunk)));
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    port,
    text: () => Buffer.concat(chunks).toString('utf8'),
    reset: () => chunks.splice(0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts the real print helper (apps/print-helper) as a warehouse PC would, with one network printer. */
export async function startPrintHelper(options: { origin: string; printer: string }) {
  const port = await freePort();
  const token = `e2e-${port}`;
  const config = join(mkdtempSync(join(tmpdir(), 'wms-print-helper-')), 'helper.json');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../../apps/print-helper/src/main.ts', import.meta.url)),
      ...['--port', String(port), '--token', token, '--origin', options.origin],
      ...['--printer', options.printer, '--config', config],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('pairing token')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`print helper exited with ${code}`)));
  });
  return { port, token, stop: () => child.kill('SIGTERM') };
}
