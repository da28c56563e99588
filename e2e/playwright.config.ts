import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8790);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/wms-e2e-${port}`;

/**
 * The specs run in two lanes, each its own Playwright worker against its own server and data directory, so
 * the lanes never see each other's data while a lane's specs run one after another as before. Most of a
 * spec's time is waiting (debounce guards, network idle, service workers), so two lanes use the two cores
 * that one left half idle. `E2E_LANES=1` runs everything in one lane on one server (one spec at a time
 * while writing it). A spec belongs to lane A when its file name matches LANE_A, else to lane B; keep the
 * lanes' totals (printed by the list reporter) within a minute or so of each other.
 */
const LANE_A = /\/(shell-|pda-|platform|identity|download-center|tenants-|settings-)[^/]*\.spec\.ts$/;
const lanes = process.env.E2E_LANES === '1' ? 1 : 2;

const server = (lanePort: number, laneDataDir: string) => ({
  command: `rm -rf ${laneDataDir} && node ../apps/server/src/main.ts`,
  cwd: '.',
  url: `http://127.0.0.1:${lanePort}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  // Every spec logs in from 127.0.0.1: lift the per-address login throttle (the server tests cover it).
  env: {
    PORT: String(lanePort),
    HOST: '127.0.0.1',
    DATA_DIR: laneDataDir,
    LOG_LEVEL: 'warn',
    LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
    // Scheduled work (returns past receiptDay) is looked for every 2 s instead of every 10 minutes.
    SCHEDULE_POLL_MS: '2000',
  },
  stdout: 'pipe' as const,
});

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** Real Chromium (Debian's package; Playwright never downloads one) against the real server and built apps. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: lanes,
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
  projects:
    lanes === 1
      ? [{ name: 'chromium', use: chromium }]
      : [
          {
            name: 'lane-a',
            testMatch: LANE_A,
            workers: 1,
            use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
          },
          {
            name: 'lane-b',
            testIgnore: LANE_A,
            workers: 1,
            use: { ...chromium, baseURL: `http://127.0.0.1:${port + 1}` },
          },
        ],
  webServer:
    lanes === 1 ? [server(port, dataDir)] : [server(port, dataDir), server(port + 1, `${dataDir}-b`)],
});
