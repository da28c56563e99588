import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8790);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/wms-e2e-${port}`;

/**
 * The specs run in lanes, each its own Playwright worker against its own server and data directory, so the
 * lanes never see each other's data while a lane's specs run one after another. Most of a spec's time is
 * waiting (debounce guards, network idle, a server's answer), so four lanes share the two cores.
 * `E2E_LANES=1` runs everything in one lane on one server (one spec at a time while writing it). A spec
 * belongs to the first lane whose pattern matches its file name, else to the last lane; keep the lanes'
 * totals within a minute or so of each other (sum the list reporter's test times per lane; its "Slow test
 * file" line repeats a file's total). Measured 2026-11-27 on the headless shell: 12.0, 11.5, 11.5 and
 * 12.0 minutes of test time per lane; the axe sweep (ux-axe-pages) alone is 6.5 of its lane's.
 */
const LANE_PATTERNS = [
  /\/(shell-|shellpages-|platform|identity|download-center)[^/]*\.spec\.ts$/,
  /\/(pda-|tenants-|orders-|transfer-)[^/]*\.spec\.ts$/,
  /\/(ux-|md-)[^/]*\.spec\.ts$/,
];
const laneCount = process.env.E2E_LANES === '1' ? 1 : LANE_PATTERNS.length + 1;

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

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, the same Chromium build without the
 * desktop browser around it), which is what Playwright itself runs headless tests on. The full browser
 * starts a renderer for its own window chrome with every new context: a quarter of the e2e stage's time
 * (docs/decisions.md). `CHROMIUM_PATH` picks another binary; without the shell the full browser is used.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Real Chromium (Debian's packages; Playwright never downloads one) against the real server and built apps. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: laneCount,
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
    // A trace records every action's DOM and screencast: over a third of a run's CPU. A failed spec is
    // traced on its retry (CI), or on demand with --trace on.
    trace: 'on-first-retry',
    // Precaching the whole app in every new context is another third: a spec whose screens work offline or
    // install says `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    // As a user who asks for less motion: menus and dialogs open without their transitions, so a spec
    // neither renders nor waits out their frames (the back office's theme respects the setting).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
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
    laneCount === 1
      ? [{ name: 'chromium', use: chromium }]
      : Array.from({ length: laneCount }, (_, lane) => ({
          name: `lane-${'abcd'[lane]}`,
          ...(lane < LANE_PATTERNS.length
            ? { testMatch: LANE_PATTERNS[lane] }
            : { testIgnore: LANE_PATTERNS }),
          workers: 1,
          use: { ...chromium, baseURL: `http://127.0.0.1:${port + lane}` },
        })),
  webServer: Array.from({ length: laneCount }, (_, lane) =>
    server(port + lane, lane ? `${dataDir}-${'abcd'[lane]}` : dataDir),
  ),
});
