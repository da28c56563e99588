import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A server process of the spec's own (not the shared webServer), on its own port and data directory, so
 * the spec may kill it with SIGKILL and start it again on the same data.
 */
export function ownServer(port: number) {
  /** Extra environment for the next `start()` (e.g. `APP_VERSION`). */
  let extraEnv: Record<string, string> = {};
  const dataDir = `/tmp/wms-e2e-own-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;

  async function healthy(timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (child?.exitCode !== null) throw new Error(`server exited with ${child?.exitCode}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server on ${port} not healthy after ${timeoutMs} ms`);
  }

  return {
    url,
    /** `timeoutMs`: a fresh data directory is migrated and seeded first, slow on a loaded machine. */
    async start(env: Record<string, string> = extraEnv, timeoutMs = 120_000) {
      extraEnv = env;
      child = spawn(process.execPath, ['apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await healthy(timeoutMs);
      } catch (error) {
        // A server still migrating or seeding must not live on into the retry, which starts afresh.
        await this.kill();
        throw error;
      }
    },
    /** No shutdown, no flush: the process is gone mid-whatever it was doing. */
    async kill() {
      const dying = child;
      if (!dying || dying.exitCode !== null) return;
      const gone = new Promise((r) => dying.once('exit', r));
      dying.kill('SIGKILL');
      await gone;
    },
    async stop() {
      await this.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
