import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8790);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/wms-e2e-${port}`;

/** Real Chromium (Debian's package; Playwright never downloads one) against the real server and built apps. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  // CI retries a failed spec once and reports it as flaky (a real regression fails both tries); locally
  // nothing is retried, so a flaky spec shows up while it is being written.
  retries: process.env.CI ? 1 : 0,
  // Room for a machine busy with other work: a first screen under load can take longer than 5 s.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/src/main.ts`,
    cwd: '.',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every spec logs in from 127.0.0.1: lift the per-address login throttle (the server tests cover it).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
    },
    stdout: 'pipe',
  },
});
