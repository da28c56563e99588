import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HelperConfig, type NetworkPrinter, parsePrinter, saveConfig } from './config.ts';
import { type Destination, JobQueue } from './jobs.ts';
import { systemPrinters } from './spooler.ts';

export const HELPER_VERSION = '1.0.0';
const MAX_BODY = 32 * 1024 * 1024;

type Reply = { status: number; body: unknown };

function corsHeaders(config: HelperConfig, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !config.origins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-pairing-token',
    // Chromium asks a public page before it may call a private address (Private Network Access).
    'access-control-allow-private-network': 'true',
    'access-control-max-age': '600',
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

function destination(config: HelperConfig, name: string, system: string[]): Destination | null {
  const net = config.printers.find((p) => p.name === name);
  if (net) return { kind: 'zpl', host: net.host, port: net.port };
  return system.includes(name) ? { kind: 'system', name } : null;
}

/** The helper's HTTP API on 127.0.0.1; every call but /status needs the pairing token. */
export function createHelperServer(config: HelperConfig): Server {
  const queue = new JobQueue(config);
  const listPrinters = async () => {
    const system = await systemPrinters();
    const network = config.printers.map((p: NetworkPrinter) => ({ ...p, kind: 'zpl' as const }));
    return {
      printers: [...network, ...system.printers],
      spooler: { available: system.available, reason: system.reason },
    };
  };

  async function route(req: IncomingMessage, url: URL): Promise<Reply> {
    const paired = req.headers['x-pairing-token'] === config.token;
    if (req.method === 'GET' && url.pathname === '/status')
      return { status: 200, body: { app: 'wms-print-helper', version: HELPER_VERSION, paired } };
    if (!paired) return { status: 401, body: { error: 'pairing token missing or wrong' } };
    if (req.method === 'GET' && url.pathname === '/printers')
      return { status: 200, body: await listPrinters() };
    if (req.method === 'POST' && url.pathname === '/printers') {
      const body = await readJson(req);
      const printer = parsePrinter(`${body.name}=${body.address}`);
      config.printers = [...config.printers.filter((p) => p.name !== printer.name), printer];
      saveConfig(config);
      return { status: 200, body: printer };
    }
    if (req.method === 'POST' && url.pathname === '/jobs') {
      const body = await readJson(req);
      const format = body.format === 'pdf' ? 'pdf' : 'zpl';
      const parts = Array.isArray(body.parts) ? (body.parts as string[]) : [];
      if (!parts.length) return { status: 400, body: { error: 'a job needs at least one part' } };
      const name = String(body.printer ?? '');
      const system = config.printers.some((p) => p.name === name)
        ? []
        : (await systemPrinters()).printers.map((p) => p.name);
      const to = destination(config, name, system);
      if (!to) return { status: 404, body: { error: `no printer named "${name}"` } };
      if (format === 'zpl' && to.kind === 'system')
        return { status: 400, body: { error: `"${name}" is a system printer: send it PDF` } };
      const bytes = parts.map((p) => (format === 'pdf' ? Buffer.from(p, 'base64') : Buffer.from(p, 'utf8')));
      const job = queue.submit(name, to, { format, title: String(body.title ?? 'WMS'), parts: bytes });
      return { status: 202, body: job };
    }
    const job = /^\/jobs\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && job) {
      const found = queue.get(job[1]!);
      return found ? { status: 200, body: found } : { status: 404, body: { error: 'no such job' } };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const headers: Record<string, string> = { ...corsHeaders(config, req), 'cache-control': 'no-store' };
    if (req.headers.origin && !headers['access-control-allow-origin']) {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"origin not allowed"}');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end();
      return;
    }
    route(req, new URL(req.url ?? '/', 'http://127.0.0.1')).then(
      ({ status, body }) =>
        res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: Error) =>
        res
          .writeHead(400, { ...headers, 'content-type': 'application/json' })
          .end(JSON.stringify({ error: error.message })),
    );
  });
}

/** Listens on 127.0.0.1 only; port 0 picks a free one (tests). */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}
