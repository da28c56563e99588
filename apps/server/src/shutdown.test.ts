import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/processes.ts';
import { createPostgres, dbKinds, dropPostgres, postgresName } from './testing/test-databases.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Answer {
  status: number;
  body: string;
}

/**
 * A POST whose body arrives in two halves: the server has its headers (the request is in flight) but
 * cannot answer before the second half. Call `finish()` to send it.
 */
function slowPost(agent: http.Agent, port: number, path: string, body: string) {
  const bytes = Buffer.from(body);
  let answered: (answer: Answer) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = http.request(
    {
      agent,
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': bytes.length },
    },
    (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => answered({ status: response.statusCode ?? 0, body: text }));
    },
  );
  request.on('error', failed);
  request.write(bytes.subarray(0, 5));
  return { answer, finish: () => request.end(bytes.subarray(5)) };
}

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ agent, host: '127.0.0.1', port, path }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      })
      .on('error', reject);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * The real server (main.ts) as a child process on each database: SIGTERM while keep-alive clients have
 * requests in flight answers them, and the process exits within 10 s.
 */
for (const kind of dbKinds) {
  describe(`graceful shutdown [${kind}]`, () => {
    let child: ChildProcess;
    let port: number;
    let dataDir: string;
    let pgName: string | undefined;
    let stderr = '';

    beforeAll(async () => {
      port = await freePort();
      dataDir = await mkdtemp(join(tmpdir(), 'wms-shutdown-'));
      const env: Record<string, string> = {
        ...(process.env as Record<string, string>),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      if (kind === 'postgres') {
        pgName = postgresName('wms_shutdown');
        await (await createPostgres(pgName)).close();
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${pgName}`;
        env.DATABASE_URL = url.toString();
      }
      child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      const until = Date.now() + 110_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > until) throw new Error(`server not healthy: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });

    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
      await rm(dataDir, { recursive: true, force: true });
      if (pgName) await dropPostgres(pgName);
    });

    it('answers the requests in flight and exits within 10 s of SIGTERM', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      // Every socket of the agent is open and kept alive, as a busy client's would be.
      const warm = await Promise.all(Array.from({ length: 8 }, () => get(agent, port, '/healthz')));
      expect(warm.map((a) => a.status)).toEqual(Array(8).fill(200));

      const inFlight = Array.from({ length: 3 }, () =>
        slowPost(agent, port, '/auth/api/Auth/CheckCode', JSON.stringify({ id: 'x', x: 1, trace: [] })),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const gone = exited(child);
      const sent = performance.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((r) => r.answer));
      for (const answer of answers) {
        expect(answer.status).not.toBe(503);
        expect(JSON.parse(answer.body)).toHaveProperty('success', false);
      }
      const code = await gone;
      const ms = performance.now() - sent;
      agent.destroy();
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
    }, 30_000);
  });
}
