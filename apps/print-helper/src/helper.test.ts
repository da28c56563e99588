import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createHelperServer, listen } from './helper-server.ts';

const ORIGIN = 'http://localhost:8080';
const TOKEN = 'test-token';
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A TCP listener on 127.0.0.1 standing in for a ZPL printer: it keeps every byte it receives. */
async function fakePrinter() {
  const received: Buffer[] = [];
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    socket.on('data', (chunk) => received.push(chunk));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  closers.push(() => server.close());
  return { port, bytes: () => Buffer.concat(received), connections: () => connections };
}

/** A port with nothing listening: connections to it are refused. */
async function closedPort() {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * `lpstat` and `lp` standing in for CUPS, first on the PATH: one printer, and every PDF handed to `lp`
 * kept as a file with the arguments it came with.
 */
function fakeSpooler(printer: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-cups-'));
  const script = (name: string, body: string) => {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  };
  script('lpstat', `echo "printer ${printer} is idle.  enabled since Thu 26 Nov 2026"`);
  script(
    'lp',
    `n=$(ls "${dir}"/job-* 2>/dev/null | wc -l)\ncat > "${dir}/job-$n"\necho "$@" >> "${dir}/args"`,
  );
  const path = process.env.PATH;
  process.env.PATH = `${dir}:${path}`;
  closers.push(() => {
    process.env.PATH = path;
  });
  return {
    jobs: () =>
      readdirSync(dir)
        .filter((f) => f.startsWith('job-'))
        .sort()
        .map((f) => readFileSync(join(dir, f))),
    args: () => readFileSync(join(dir, 'args'), 'utf8').trim().split('\n'),
  };
}

async function startHelper(printers: string[], attempts = 3) {
  const dir = mkdtempSync(join(tmpdir(), 'print-helper-'));
  const args = ['--port', '0', '--token', TOKEN, '--origin', ORIGIN, '--attempts', String(attempts)];
  const config = loadConfig(
    [...args, ...printers.flatMap((p) => ['--printer', p]), '--config', join(dir, 'c.json')],
    {},
  );
  const server = createHelperServer({ ...config, retryDelayMs: 50 });
  const port = await listen(server, 0);
  closers.push(() => server.close());
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, {
      ...init,
      headers: {
        origin: ORIGIN,
        'x-pairing-token': TOKEN,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json().catch(() => null)) as Record<string, unknown>,
    };
  };
  return { base, call };
}

async function settle(call: Awaited<ReturnType<typeof startHelper>>['call'], id: string) {
  for (let i = 0; i < 100; i++) {
    const job = (await call(`/jobs/${id}`)).body;
    if (job.status !== 'queued') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('job never finished');
}

describe('print helper', () => {
  it('answers the back office origin with CORS and Private Network Access, and nobody without the token', async () => {
    const { base, call } = await startHelper([]);
    const pre = await fetch(`${base}/jobs`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-private-network': 'true',
        'access-control-request-method': 'POST',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(pre.headers.get('access-control-allow-private-network')).toBe('true');
    expect((await call('/status', { headers: { 'x-pairing-token': '' } })).body).toMatchObject({
      paired: false,
    });
    expect((await call('/printers', { headers: { 'x-pairing-token': 'guess' } })).status).toBe(401);
    const other = await fetch(`${base}/status`, { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(403);
  });

  it('lists network printers and says plainly whether system printers are supported', async () => {
    const { call } = await startHelper(['label=127.0.0.1:9100']);
    const { body } = await call('/printers');
    expect(body.printers).toContainEqual({ name: 'label', host: '127.0.0.1', port: 9100, kind: 'zpl' });
    const spooler = body.spooler as { available: boolean; reason: string | null };
    if (!spooler.available) expect(spooler.reason).toMatch(/CUPS \(lpstat and lp\)/);
  });

  it('prints ZPL raw: the printer receives exactly the bytes, labels of one job in order', async () => {
    const printer = await fakePrinter();
    const { call } = await startHelper([`label=127.0.0.1:${printer.port}`]);
    const parts = ['^XA^CI28^FO20,20^FD标签 1^FS^XZ', '^XA^CI28^FO20,20^FDlabel 2^FS^XZ'];
    const queued = await call('/jobs', {
      method: 'POST',
      body: JSON.stringify({ printer: 'label', format: 'zpl', parts }),
    });
    expect(queued.status).toBe(202);
    expect(queued.body.status).toBe('queued');
    const job = await settle(call, String(queued.body.id));
    expect(job).toMatchObject({ status: 'sent', total: 2, done: 2, attempts: 1, error: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(printer.bytes().equals(Buffer.from(parts.join(''), 'utf8'))).toBe(true);
    expect(printer.connections()).toBe(1);
  });

  it('retries a printer that refuses connections, then reports the job failed with the reason', async () => {
    const port = await closedPort();
    const { call } = await startHelper([`gone=127.0.0.1:${port}`], 3);
    const queued = await call('/jobs', {
      method: 'POST',
      body: JSON.stringify({ printer: 'gone', parts: ['^XA^XZ'] }),
    });
    const job = await settle(call, String(queued.body.id));
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(3);
    expect(job.error).toBe(`127.0.0.1:${port} refused the connection (attempt 3 of 3)`);
  });

  it('prints to a printer that comes back while the job is retried', async () => {
    const port = await closedPort();
    const { call } = await startHelper([`late=127.0.0.1:${port}`], 20);
    const queued = await call('/jobs', {
      method: 'POST',
      body: JSON.stringify({ printer: 'late', parts: ['^XA^FDlate^FS^XZ'] }),
    });
    await new Promise((r) => setTimeout(r, 120));
    const received: Buffer[] = [];
    const server = createServer((s) => s.on('data', (c) => received.push(c)));
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    closers.push(() => server.close());
    const job = await settle(call, String(queued.body.id));
    expect(job.status).toBe('sent');
    expect(job.attempts as number).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(Buffer.concat(received).toString()).toBe('^XA^FDlate^FS^XZ');
  });

  it('refuses a job for an unknown printer with its name', async () => {
    const { call } = await startHelper([]);
    const res = await call('/jobs', {
      method: 'POST',
      body: JSON.stringify({ printer: 'nope', parts: ['^XA^XZ'] }),
    });
    expect(res).toMatchObject({ status: 404, body: { error: 'no printer named "nope"' } });
  });

  it.skipIf(platform() === 'win32')(
    'prints PDFs through the system spooler with lp, one document after another, as one job',
    async () => {
      const spooler = fakeSpooler('office-a4');
      const { call } = await startHelper([]);
      const { body } = await call('/printers');
      expect(body.printers).toContainEqual({ name: 'office-a4', kind: 'system', state: 'idle' });
      const docs = [Buffer.from('%PDF-1.7\n% sheet 1\n%%EOF\n'), Buffer.from('%PDF-1.7\n% sheet 2\n%%EOF\n')];
      const queued = await call('/jobs', {
        method: 'POST',
        body: JSON.stringify({
          printer: 'office-a4',
          format: 'pdf',
          title: 'PK0001 +1',
          parts: docs.map((d) => d.toString('base64')),
        }),
      });
      expect(queued.status).toBe(202);
      const job = await settle(call, String(queued.body.id));
      expect(job).toMatchObject({ status: 'sent', format: 'pdf', total: 2, done: 2, error: null });
      expect(spooler.jobs()).toEqual(docs);
      expect(spooler.args()).toEqual(['-d office-a4 -t PK0001 +1 -', '-d office-a4 -t PK0001 +1 -']);
      // a label printer is not a spooler printer: ZPL to it is refused by name
      const zpl = await call('/jobs', {
        method: 'POST',
        body: JSON.stringify({ printer: 'office-a4', format: 'zpl', parts: ['^XA^XZ'] }),
      });
      expect(zpl).toMatchObject({
        status: 400,
        body: { error: '"office-a4" is a system printer: send it PDF' },
      });
    },
  );
});
