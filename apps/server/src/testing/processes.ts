import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, for a server process a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Asks `probe` every 50 ms until it answers something, or fails after `ms`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for a started main.ts to answer /healthz; fails with its stderr if it exits or takes `ms`. */
export async function waitHealthy(child: ChildProcess, port: number, stderr: () => string, ms = 110_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`server not healthy: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
